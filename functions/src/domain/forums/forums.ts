import { TOPIC_TAGS, forumSchema, type Forum } from '@club/shared';
import { forumData } from '../../db/services/forums.js';

const topicOrder = (forum: Forum): number => TOPIC_TAGS.indexOf(forum.topicTag);

/** GET /api/forums: every forum (a handful) with one Query, in the tab order of the topics. */
export async function listForums(): Promise<Forum[]> {
  const { data } = await forumData().forums.query.newest({}).go({ pages: 'all' });
  return data.map((forum) => forumSchema.parse(forum)).sort((a, b) => topicOrder(a) - topicOrder(b));
}
