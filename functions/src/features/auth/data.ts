import { loginAttemptEntity } from './entities/login-attempt.js';
import { sessionEntity } from './entities/session.js';
import { entitySet } from '../../platform/db/entity-set.js';

/** Sign-in data: sessions and the attempts between /api/login and the callback. */
export const authData = entitySet({ sessions: sessionEntity, loginAttempts: loginAttemptEntity });
