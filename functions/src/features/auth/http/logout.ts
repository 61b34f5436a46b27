import { authRoutes } from '@club/shared';
import { logout as route } from '@club/shared/api/auth';
import { signOut } from '../sign-in.js';
import { SESSION_COOKIE, clearCookie, cookieName } from '../../../platform/http/cookies.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/**
 * A page instead of a logout when another site sent the browser here (a link
 * or image on any page could otherwise sign a member out); its button posts
 * the logout from our own origin.
 */
const CONFIRM_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Log out?</title></head>
<body><main><h1>Log out of Telugu Executive Club?</h1>
<p>Another site sent you here. Log out only if you meant to.</p>
<form method="post" action="${authRoutes.confirmLogout.path}"><button type="submit">Log out</button></form>
<p><a href="/">Stay signed in</a></p></main></body></html>`;

/** GET /api/logout: ends the session, clears the cookie, leaves through the provider's logout; from another site, asks first. */
export const handler = httpHandler(route, async ({ cookies, event }) => {
  if (event.headers['sec-fetch-site'] === 'cross-site') return reply.html(200, CONFIRM_PAGE);
  return leave(cookies);
});

/** Ends the session and leaves through the provider's logout, clearing the cookie. */
export async function leave(cookies: Map<string, string>) {
  const next = await signOut(cookies.get(cookieName(SESSION_COOKIE)));
  return reply.redirect(next, [clearCookie(SESSION_COOKIE)]);
}
