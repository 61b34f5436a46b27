import { routes } from '@club/shared';
import { signOut } from '../../domain/auth/sign-in.js';
import { SESSION_COOKIE, clearCookie, cookieName } from '../cookies.js';
import { httpHandler } from '../handler.js';
import { reply } from '../reply.js';

/** GET /api/logout: ends the session, clears the cookie, leaves through the provider's logout. */
export const handler = httpHandler(routes.logout, async ({ cookies }) => {
  const next = await signOut(cookies.get(cookieName(SESSION_COOKIE)));
  return reply.redirect(next, [clearCookie(SESSION_COOKIE)]);
});
