import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { SESSION_KEY_PREFIX, TABLE } from '@club/shared';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, creationKey, key, linkedKey } from '../../../platform/db/keys.js';

/** A member's sessions, oldest sign-in first (gsi1): the devices list and sign out everywhere. */
export const sessionsOf = (memberId: string) => ({ index: 'gsi1', partition: key('MEMBER', memberId, 'SESSIONS') }) as const;

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
  /**
   * The id the devices list shows and signs out by: random, neither the
   * cookie nor its hash. Optional only for sessions from before it existed
   * (migration 0008 gives them one).
   */
  publicId: string().optional(),
  /** The browser's User-Agent at sign-in (at most 512 characters), parsed when listed. */
  userAgent: string().optional(),
  /** 'Hyderabad, IN', from CloudFront's viewer headers at sign-in; never the IP. */
  place: string().optional(),
  /** ISO time of the last request that slid the idle window (so to the hour); sign-in time until then. */
  lastActiveAt: string().optional(),
  /** The member's sessions by sign-in time; never recomputed by an update, so the idle slide stays a plain UpdateItem. */
  gsi1pk: linkedKey((item) => sessionsOf(item.memberId as string).partition),
  gsi1sk: creationKey('publicId'),
});

/**
 * Sessions, keyed by the SHA-256 of the random session id: the cookie's value
 * never reaches the table. The key starts with SESSION_KEY_PREFIX so read-only
 * routes can be granted UpdateItem on sessions alone (sliding idle expiry);
 * the member index (gsi1) lists a member's sessions.
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
