import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { map } from 'dynamodb-toolbox/schema/map';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { THREAD_REASON_KINDS } from '@club/shared';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS } from '../../../platform/db/keys.js';
import { THREAD_ITEM, threadPartition } from './message-keys.js';

const reason = () =>
  map({
    kind: string().enum(...THREAD_REASON_KINDS),
    since: string(),
    introducerName: string().optional(),
    about: string().optional(),
  });

const schema = item({
  id: string().key(),
  /** The two members, lower id first (the id is built from them: message-keys.ts). */
  memberIds: list(string()),
  /** Why the two may talk, as last checked (opening or reading the thread checks again); empty: the thread reads, nothing is sent. */
  reasons: list(reason()).default(() => []),
  /** Bumped by every change a reader sees (a message, an edit, a read, a block): the thread's ETag. */
  version: number().default(0),
  lastMessage: map({
    id: string(),
    senderId: string(),
    preview: string(),
    sentAt: string(),
    deleted: boolean().optional(),
  }).optional(),
});

/**
 * One thread per pair of members, under a deterministic id (the two member
 * ids), so two members opening it at once create one. Its messages,
 * participants and send keys live in its partition.
 */
export const messageThreadEntity = () =>
  new Entity({
    name: 'messageThread',
    table: clubTable,
    schema,
    computeKey: ({ id }) => ({ pk: threadPartition(id), sk: THREAD_ITEM }),
    timestamps: TIMESTAMPS,
  });

export type MessageThreadEntity = ReturnType<typeof messageThreadEntity>;
export type MessageThreadItem = FormattedItem<MessageThreadEntity>;
