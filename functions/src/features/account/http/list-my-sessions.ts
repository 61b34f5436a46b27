import { listMySessions as route } from '@club/shared/api/account';
import { listMySessions } from '../sessions.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/members/me/sessions: the devices the caller is signed in on, this one first. */
export const handler = httpHandler(route, async ({ session }) => listMySessions(session));
