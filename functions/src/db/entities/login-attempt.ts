import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { TABLE } from '@club/shared';
import { SERVICE, primaryIndex } from './keys.js';

/**
 * One sign-in attempt between /api/login and /api/auth/callback: the PKCE
 * verifier and nonce stay server-side, keyed by the state. The callback
 * deletes it as it reads it, so a replayed callback finds nothing.
 */
export function loginAttemptEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'loginAttempt', version: '1', service: SERVICE },
      attributes: {
        state: { type: 'string', required: true },
        codeVerifier: { type: 'string', required: true },
        nonce: { type: 'string', required: true },
        /** Epoch seconds; checked on read because TTL deletion is lazy. */
        expiresAt: { type: 'number', required: true, field: TABLE.ttlAttribute },
      },
      indexes: {
        byState: {
          pk: { field: primaryIndex.pk, composite: ['state'], template: 'login#${state}', casing: 'none' },
          sk: { field: primaryIndex.sk, composite: [], template: 'login', casing: 'none' },
        },
      },
    },
    config,
  );
}

export type LoginAttemptEntity = ReturnType<typeof loginAttemptEntity>;
/** A sign-in attempt as stored (ElectroDB's item type). */
export type LoginAttemptItem = EntityItem<LoginAttemptEntity>;
