import { TOPIC_TAGS, forumSchema, type Forum } from '@club/shared';
import { ALL_FORUMS } from './entities/forum.js';
import { queryAll } from '../../platform/db/pages.js';
import { forumData } from './data.js';

const topicOrder = (forum: Forum): number => TOPIC_TAGS.indexOf(forum.topicTag);

/** GET /api/forums: every forum (a handful) with one Query, in the tab order of the topics. */
export async function listForums(): Promise<Forum[]> {
  const forums = await queryAll(forumData().forums, ALL_FORUMS);
  return forums.map((forum) => forumSchema.parse(forum)).sort((a, b) => topicOrder(a) - topicOrder(b));
}
