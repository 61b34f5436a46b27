import { listTradeRequestQueue as route } from '@club/shared/api/trade-assistance';
import { listTradeRequestQueue } from '../requests.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/trade-assistance/queue: club staff’s requests of one status, oldest first (403 for members). */
export const handler = httpHandler(route, async ({ query }) => {
  const page = await listTradeRequestQueue(query);
  return reply.page(page.items, page.cursor);
});
