import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { TABLE } from '@club/shared';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, key } from '../../../platform/db/keys.js';

const schema = item({
  state: string().key(),
  codeVerifier: string(),
  nonce: string(),
  /** Epoch seconds, also the TTL; checked on read because TTL deletion is lazy. */
  expiresAt: number().savedAs(TABLE.ttlAttribute),
});

/**
 * One sign-in attempt between /api/login and /api/auth/callback: the PKCE
 * verifier and nonce stay server-side, keyed by the state. The callback
 * deletes it as it reads it, so a replayed callback finds nothing.
 */
export const loginAttemptEntity = () =>
  new Entity({
    name: 'loginAttempt',
    table: clubTable,
    schema,
    computeKey: ({ state }) => ({ pk: key('LOGIN', state), sk: 'LOGIN' }),
    timestamps: TIMESTAMPS,
  });
