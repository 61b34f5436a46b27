import { signOutSession as route } from '@club/shared/api/account';
import { signOutSession } from '../sessions.js';
import { SESSION_COOKIE, clearCookie } from '../../../platform/http/cookies.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** DELETE /api/members/me/sessions/{sessionId}: ends one of the caller's sessions; ending this one also clears its cookie. */
export const handler = httpHandler(route, async ({ session, params }) => {
  const { signedOut, wasCurrent } = await signOutSession(session, params.sessionId);
  return reply.json(200, { signedOut }, wasCurrent ? [clearCookie(SESSION_COOKIE)] : []);
});
