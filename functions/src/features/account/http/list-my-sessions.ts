import { accountRoutes } from '@club/shared';
import { listMySessions } from '../sessions.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/members/me/sessions: the devices the caller is signed in on, this one first. */
export const handler = httpHandler(accountRoutes.listMySessions, async ({ session }) => listMySessions(session));
