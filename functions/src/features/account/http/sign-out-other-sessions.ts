import { signOutOtherSessions as route } from '@club/shared/api/account';
import { signOutOtherSessions } from '../sessions.js';
import { httpHandler } from '../../../http-handler.js';

/** DELETE /api/members/me/sessions: sign out everywhere else. */
export const handler = httpHandler(route, async ({ session }) => signOutOtherSessions(session));
