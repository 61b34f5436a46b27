import { cultureRoutes } from '@club/shared';
import { upcomingFestivals } from '../../domain/culture/festivals.js';
import { httpHandler } from '../handler.js';
import { reply } from '../reply.js';

/** GET /api/festivals/upcoming: festivals not yet over in India, soonest first. */
export const handler = httpHandler(cultureRoutes.listUpcomingFestivals, async ({ query }) => {
  const page = upcomingFestivals(new Date(), query);
  return reply.page(page.items, page.cursor);
});
