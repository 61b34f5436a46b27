import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { any } from 'dynamodb-toolbox/schema/any';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { NUDGE_STATES, NUDGE_TYPES, TABLE } from '@club/shared';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, key, linkedKey, keyFollowing } from '../../../platform/db/keys.js';

/** How many shards the "every nudge" index spreads over. */
export const NUDGE_SHARDS = 16;
/** A member's shard: the same for all their nudges. */
export function nudgeShard(memberId: string): string {
  let hash = 0;
  for (let i = 0; i < memberId.length; i++) hash = (Math.imul(hash, 31) + memberId.charCodeAt(i)) >>> 0;
  return String(hash % NUDGE_SHARDS);
}

/** Sort key prefix of a member's nudges in their partition. */
const NUDGE = 'NUDGE';

/** A member's nudges of every state (the job's diff, dismiss and act by id). */
export const nudgesOf = (memberId: string) => ({ partition: key('MEMBER', memberId), range: { beginsWith: `${NUDGE}#` } }) as const;
/** Every nudge of a shard (the smart-nudges job reads them all, shards in parallel). */
export const nudgesInShard = (shard: string) => ({ index: 'gsi2', partition: key('NUDGE_SHARD', shard) }) as const;
/** A member's nudges in one state, by rank (highest priority first), then oldest first; read ascending. */
export const nudgesInState = (memberId: string, state: string) => ({ index: 'gsi1', partition: key('NUDGES', memberId, state) }) as const;

const schema = item({
  memberId: string().key(),
  id: string().key(),
  type: string().enum(...NUDGE_TYPES),
  /** What the nudge is about (`member:<id>`, `event:<id>`...), hashed into the id. */
  subject: string(),
  priority: number().default(1),
  rank: string(),
  title: string(),
  message: string(),
  actionUrl: string().optional(),
  actionLabel: string().optional(),
  /** The subject's ids by name (memberId, eventId, planId...), strings only. */
  metadata: any().default(() => ({})),
  state: string().enum(...NUDGE_STATES),
  isRead: boolean().default(false),
  isActioned: boolean().default(false),
  /** TTL (epoch seconds). */
  expiresAt: number().savedAs(TABLE.ttlAttribute),
  /** NUDGE_SHARDS buckets of the job's "every nudge" index (`nudgeShard(memberId)`), so no one partition takes every write. */
  shard: string(),
  gsi1pk: keyFollowing('state', (item) => nudgesInState(item.memberId as string, item.state as string).partition),
  gsi1sk: linkedKey((item) => `${item.rank as string}#${item.createdAt as string}#${item.id as string}`),
  gsi2pk: linkedKey((item) => nudgesInShard(item.shard as string).partition),
  gsi2sk: linkedKey((item) => `${item.memberId as string}#${item.id as string}`),
});

/**
 * A smart nudge for one member. The id is derived from the type
 * and subject (`nudgeId`), so the job rewrites the same item on every run and
 * never touches one the member dismissed or acted on. `rank` (9 − priority)
 * orders a member's active nudges highest priority first in one Query.
 */
export const smartNudgeEntity = () =>
  new Entity({
    name: 'smartNudge',
    table: clubTable,
    schema,
    computeKey: ({ memberId, id }) => ({ pk: key('MEMBER', memberId), sk: key(NUDGE, id) }),
    timestamps: TIMESTAMPS,
  });

export type SmartNudgeEntity = ReturnType<typeof smartNudgeEntity>;
export type SmartNudgeItem = FormattedItem<SmartNudgeEntity>;
