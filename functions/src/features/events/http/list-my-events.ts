import { listMyEvents as route } from '@club/shared/api/events';
import { listMyEvents } from '../event-pages.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/events/my-events: the events the caller organizes. */
export const handler = httpHandler(route, async ({ member, query }) => {
  const page = await listMyEvents(member, query);
  return reply.page(page.items, page.cursor);
});
