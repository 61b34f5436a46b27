import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, key } from '../../../platform/db/keys.js';
import { MESSAGE, threadPartition } from './message-keys.js';

const schema = item({
  threadId: string().key(),
  /** `<sentAt>_<random>`: sorts by the server's send time, then the random part (messages.ts makes it). */
  id: string().key(),
  senderId: string(),
  /** Plain text, trimmed; empty once deleted. */
  body: string(),
  sentAt: string(),
  editedAt: string().optional(),
  deleted: boolean().optional(),
  context: string().optional(),
  clientKey: string(),
});

/** One message, in its thread's partition, sorted by (sentAt, id). */
export const threadMessageEntity = () =>
  new Entity({
    name: 'threadMessage',
    table: clubTable,
    schema,
    computeKey: ({ threadId, id }) => ({ pk: threadPartition(threadId), sk: key(MESSAGE, id) }),
    timestamps: TIMESTAMPS,
  });

export type ThreadMessageEntity = ReturnType<typeof threadMessageEntity>;
export type ThreadMessageItem = FormattedItem<ThreadMessageEntity>;
