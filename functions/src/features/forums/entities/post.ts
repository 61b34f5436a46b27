import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { map } from 'dynamodb-toolbox/schema/map';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { POST_TYPES, TOPIC_TAGS } from '@club/shared';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, creationKey, key, linkedKey } from '../../../platform/db/keys.js';

/** All posts, newest first (Recent Discussions, home feed). */
export const ALL_POSTS = { index: 'gsi1', partition: 'POSTS' } as const;
/** One topic's posts, newest first (topic tabs). */
export const postsOfTopic = (topicTag: string) => ({ index: 'gsi2', partition: key('TOPIC', topicTag, 'POSTS') }) as const;
/** One forum's posts, newest first (a forum card's View). */
export const postsInForum = (forumId: string) => ({ index: 'gsi3', partition: key('FORUM', forumId, 'POSTS') }) as const;

const schema = item({
  id: string().key(),
  title: string(),
  body: string(),
  type: string().enum(...POST_TYPES),
  tags: list(string()).default(() => []),
  forumId: string(),
  /** Copied from the forum so a topic tab is one Query. */
  topicTag: string().enum(...TOPIC_TAGS),
  authorId: string(),
  /**
   * The author as lists show them, copied when the post is written and
   * rewritten by every member write that changes these fields
   * (the member write's `refreshAuthorsOnMemberWrite`), so a page is one Query.
   * Absent on posts written before the snapshot was kept (read with a BatchGet).
   */
  author: map({
    id: string(),
    firstName: string(),
    lastName: string(),
    profileImageUrl: string().optional(),
    badges: list(string()),
    chapters: list(string()),
  }).optional(),
  /** The member's updatedAt the snapshot was copied from: an older refresh never overwrites a newer one. */
  authorStamp: string().optional(),
  interestCount: number().default(0),
  replyCount: number().default(0),
  gsi1pk: string().hidden().putDefault(ALL_POSTS.partition),
  gsi1sk: creationKey(),
  gsi2pk: linkedKey((item) => postsOfTopic(item.topicTag as string).partition),
  gsi2sk: creationKey(),
  gsi3pk: linkedKey((item) => postsInForum(item.forumId as string).partition),
  gsi3sk: creationKey(),
});

/** Forum posts. replyCount and interestCount change only with $add inside transactions. */
export const postEntity = () =>
  new Entity({
    name: 'post',
    table: clubTable,
    schema,
    computeKey: ({ id }) => ({ pk: key('POST', id), sk: 'POST' }),
    timestamps: TIMESTAMPS,
  });

export type PostEntity = ReturnType<typeof postEntity>;
/** A post as read (createdAt and updatedAt set by the library). */
export type PostItem = FormattedItem<PostEntity>;
