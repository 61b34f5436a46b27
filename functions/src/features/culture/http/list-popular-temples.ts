import { cultureRoutes } from '@club/shared';
import { popularTemples } from '../temples.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/temples/popular: temples of Andhra Pradesh and Telangana. */
export const handler = httpHandler(cultureRoutes.listPopularTemples, async ({ query }) => {
  const page = popularTemples(query);
  return reply.page(page.items, page.cursor);
});
