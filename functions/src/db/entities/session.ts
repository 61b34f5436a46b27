import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { SESSION_KEY_PREFIX, TABLE } from '@club/shared';
import { clubTable } from '../club-table.js';
import { TIMESTAMPS } from '../keys.js';

const schema = item({
  idHash: string().key(),
  memberId: string(),
  /** Epoch seconds: the idle window end, slid forward on use. */
  idleExpiresAt: number(),
  /** Epoch seconds: never slid. */
  absoluteExpiresAt: number(),
  /** TTL attribute: DynamoDB deletes the item once both windows are surely over. */
  expiresAt: number().savedAs(TABLE.ttlAttribute),
  /** Kept only to revoke it at the provider on logout. */
  refreshToken: string().optional(),
  /** Sent as id_token_hint when leaving through the provider's logout. */
  idToken: string().optional(),
});

/**
 * Sessions, keyed by the SHA-256 of the random session id: the cookie's value
 * never reaches the table. The key starts with SESSION_KEY_PREFIX so read-only
 * routes can be granted UpdateItem on sessions alone (sliding idle expiry).
 */
export const sessionEntity = () =>
  new Entity({
    name: 'session',
    table: clubTable,
    schema,
    computeKey: ({ idHash }) => ({ pk: `${SESSION_KEY_PREFIX}${idHash}`, sk: 'SESSION' }),
    timestamps: TIMESTAMPS,
  });

export type SessionEntity = ReturnType<typeof sessionEntity>;
export type SessionItem = FormattedItem<SessionEntity>;
