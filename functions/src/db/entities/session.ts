import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { SESSION_KEY_PREFIX, TABLE } from '@club/shared';
import { SERVICE, primaryIndex } from './keys.js';

/**
 * Sessions, keyed by the SHA-256 of the random session id: the cookie's value
 * never reaches the table. The key carries SESSION_KEY_PREFIX so read-only
 * routes can be granted UpdateItem on sessions alone (sliding idle expiry).
 */
export function sessionEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'session', version: '1', service: SERVICE },
      attributes: {
        idHash: { type: 'string', required: true },
        memberId: { type: 'string', required: true },
        createdAt: { type: 'number', required: true, readOnly: true },
        /** Epoch seconds: the idle window end, slid forward on use. */
        idleExpiresAt: { type: 'number', required: true },
        /** Epoch seconds: never slid. */
        absoluteExpiresAt: { type: 'number', required: true, readOnly: true },
        /** TTL attribute: DynamoDB deletes the item once both windows are surely over. */
        expiresAt: { type: 'number', required: true, field: TABLE.ttlAttribute },
        /** Kept only to revoke it at the provider on logout. */
        refreshToken: { type: 'string' },
        /** Sent as id_token_hint when leaving through the provider's logout. */
        idToken: { type: 'string' },
      },
      indexes: {
        /** One session by the hash of its id. */
        byHash: {
          pk: { field: primaryIndex.pk, composite: ['idHash'], template: `${SESSION_KEY_PREFIX}\${idHash}`, casing: 'none' },
          sk: { field: primaryIndex.sk, composite: [], template: 'session', casing: 'none' },
        },
      },
    },
    config,
  );
}

export type SessionEntity = ReturnType<typeof sessionEntity>;
/** A session as stored (ElectroDB's item type). */
export type SessionItem = EntityItem<SessionEntity>;
