import { listUpcomingFestivals as route } from '@club/shared/api/culture';
import { servedUpcoming } from '../served-festivals.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/festivals/upcoming: festivals not yet over in India, soonest first, staff-confirmed dates in place. */
export const handler = httpHandler(route, async ({ query }) => {
  const page = await servedUpcoming(new Date(), query);
  return reply.page(page.items, page.cursor);
});
