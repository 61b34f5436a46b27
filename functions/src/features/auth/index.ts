/** What other domain features use of this one: the secret material other keys are derived from, and a member's sessions (the account feature lists and ends them). */
export { resolveClientSecret } from './client-secret.js';
export { deleteSessions } from './sessions.js';
export { isLive, storedSessionsOf } from './sessions-reads.js';
export { revokeRefreshTokens } from './revoke.js';
// For the privacy feature (its export and erasure):
export { authMemberData } from './member-data.js';
// The route wrapper's session check (functions/src/http-handler.ts hands it to the platform's chain).
export { loadSignedIn } from './session-check.js';
