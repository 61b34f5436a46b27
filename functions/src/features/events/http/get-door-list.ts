import { getDoorList as route } from '@club/shared/api/event-door';
import { getDoorList } from '../door-list.js';
import { httpHandler } from '../../../http-handler.js';
import { SESSION_COOKIE, cookieName } from '../../../platform/http/cookies.js';
import { UnauthorizedError } from '../../../platform/lib/errors.js';

/** GET /api/events/{eventId}/door-list: a page of the door list for offline check-in, with the session's door key. */
export const handler = httpHandler(route, async ({ member, cookies, params, query }) => {
  // The session was signed in from this cookie, so it is there; the key is derived from it.
  const sessionId = cookies.get(cookieName(SESSION_COOKIE));
  if (!sessionId) throw new UnauthorizedError();
  return getDoorList(member, sessionId, params.eventId, query.cursor);
});
