import { authRoutes } from '@club/shared';
import { httpHandler } from '../../../http-handler.js';
import { leave } from './logout.js';

/** POST /api/logout (the confirmation page's button; the origin check refuses other sites): as GET /api/logout. */
export const handler = httpHandler(authRoutes.confirmLogout, async ({ cookies }) => leave(cookies));
