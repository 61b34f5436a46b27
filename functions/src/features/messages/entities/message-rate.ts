import { TABLE } from '@club/shared';
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, key } from '../../../platform/db/keys.js';

/** What a rate counter counts: messages sent in a minute, threads opened in a day. */
export const MESSAGE_RATE_KINDS = ['minute', 'threads-day'] as const;
export type MessageRateKind = (typeof MESSAGE_RATE_KINDS)[number];

const schema = item({
  memberId: string().key(),
  kind: string()
    .enum(...MESSAGE_RATE_KINDS)
    .key(),
  /** The window's start (ISO 8601, cut to the minute or the day). */
  window: string().key(),
  count: number().default(0),
  /** TTL (epoch seconds): a day after the window ends. */
  expiresAt: number().savedAs(TABLE.ttlAttribute),
});

/** A member's count of sends (or new threads) in one window: added to in the write's transaction, on a condition under the limit. */
export const messageRateEntity = () =>
  new Entity({
    name: 'messageRate',
    table: clubTable,
    schema,
    computeKey: ({ memberId, kind, window }) => ({ pk: key('MEMBER', memberId), sk: key('MSGRATE', kind, window) }),
    timestamps: TIMESTAMPS,
  });
