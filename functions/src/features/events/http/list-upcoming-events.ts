import { listUpcomingEvents as route } from '@club/shared/api/events';
import { listUpcomingEvents } from '../event-pages.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/events/upcoming: active events that have not ended, soonest first. */
export const handler = httpHandler(route, async ({ member, query }) => {
  const page = await listUpcomingEvents(member, query);
  return reply.page(page.items, page.cursor);
});
