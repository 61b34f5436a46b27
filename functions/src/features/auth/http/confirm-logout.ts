import { confirmLogout as route } from '@club/shared/api/auth';
import { httpHandler } from '../../../http-handler.js';
import { leave } from './logout.js';

/** POST /api/logout (the confirmation page's button; the origin check refuses other sites): as GET /api/logout. */
export const handler = httpHandler(route, async ({ cookies }) => leave(cookies));
