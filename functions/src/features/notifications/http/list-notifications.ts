import { listNotifications as route } from '@club/shared/api/notifications';
import { listNotifications } from '../notifications-reads.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/notifications: the bell's panel, newest first. */
export const handler = httpHandler(route, async ({ member, query }) => {
  const page = await listNotifications(member, query);
  return reply.page(page.items, page.cursor);
});
