import { eventRoutes } from '@club/shared';
import { listMyEvents } from '../events.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/events/my-events: the events the caller organizes. */
export const handler = httpHandler(eventRoutes.listMyEvents, async ({ member, query }) => {
  const page = await listMyEvents(member, query);
  return reply.page(page.items, page.cursor);
});
