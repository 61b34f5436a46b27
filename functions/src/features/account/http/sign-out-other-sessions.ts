import { accountRoutes } from '@club/shared';
import { signOutOtherSessions } from '../sessions.js';
import { httpHandler } from '../../../http-handler.js';

/** DELETE /api/members/me/sessions: sign out everywhere else. */
export const handler = httpHandler(accountRoutes.signOutOtherSessions, async ({ session }) => signOutOtherSessions(session));
