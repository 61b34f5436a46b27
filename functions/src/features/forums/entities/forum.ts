import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { TOPIC_TAGS } from '@club/shared';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, creationKey, key } from '../../../platform/db/keys.js';

/** Every forum (a handful): one Query lists them all (gsi1, by creation). */
export const ALL_FORUMS = { index: 'gsi1', partition: 'FORUMS' } as const;

const schema = item({
  id: string().key(),
  title: string(),
  description: string().optional(),
  topicTag: string().enum(...TOPIC_TAGS),
  postCount: number().default(0),
  /** Distinct members who have posted in the forum (see forum-member.ts). */
  memberCount: number().default(0),
  gsi1pk: string().hidden().putDefault(ALL_FORUMS.partition),
  gsi1sk: creationKey(),
});

/** Topic forums. Counts change with $add in the transaction that writes a post. */
export const forumEntity = () =>
  new Entity({
    name: 'forum',
    table: clubTable,
    schema,
    computeKey: ({ id }) => ({ pk: key('FORUM', id), sk: 'FORUM' }),
    timestamps: TIMESTAMPS,
  });

export type ForumEntity = ReturnType<typeof forumEntity>;
