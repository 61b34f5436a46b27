import { cultureRoutes } from '@club/shared';
import { servedUpcoming } from '../../domain/culture/served-festivals.js';
import { httpHandler } from '../handler.js';
import { reply } from '../reply.js';

/** GET /api/festivals/upcoming: festivals not yet over in India, soonest first, staff-confirmed dates in place. */
export const handler = httpHandler(cultureRoutes.listUpcomingFestivals, async ({ query }) => {
  const page = await servedUpcoming(new Date(), query);
  return reply.page(page.items, page.cursor);
});
