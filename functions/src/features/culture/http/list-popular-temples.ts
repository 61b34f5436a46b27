import { listPopularTemples as route } from '@club/shared/api/culture';
import { popularTemples } from '../temples.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/temples/popular: temples of Andhra Pradesh and Telangana. */
export const handler = httpHandler(route, async ({ query }) => {
  const page = popularTemples(query);
  return reply.page(page.items, page.cursor);
});
