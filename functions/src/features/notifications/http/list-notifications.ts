import { notificationRoutes } from '@club/shared';
import { listNotifications } from '../notifications.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/notifications: the bell's panel, newest first. */
export const handler = httpHandler(notificationRoutes.listNotifications, async ({ member, query }) => {
  const page = await listNotifications(member, query);
  return reply.page(page.items, page.cursor);
});
