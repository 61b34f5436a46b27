import { TABLE, type Message } from '@club/shared';
import { Entity } from 'dynamodb-toolbox/entity';
import { any } from 'dynamodb-toolbox/schema/any';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, key } from '../../../platform/db/keys.js';
import { SEND_KEY, threadPartition } from './message-keys.js';

const schema = item({
  threadId: string().key(),
  senderId: string().key(),
  clientKey: string().key(),
  messageId: string(),
  /** The message as posted: a retried send answers it with one read. */
  message: any().castAs<Message>(),
  /** TTL (epoch seconds): a retry comes within minutes; the key is kept a week. */
  expiresAt: number().savedAs(TABLE.ttlAttribute),
});

/** A send's idempotency key: put with the message, only where absent, so a retried send posts once. */
export const messageSendKeyEntity = () =>
  new Entity({
    name: 'messageSendKey',
    table: clubTable,
    schema,
    computeKey: ({ threadId, senderId, clientKey }) => ({ pk: threadPartition(threadId), sk: key(SEND_KEY, senderId, clientKey) }),
    timestamps: TIMESTAMPS,
  });
