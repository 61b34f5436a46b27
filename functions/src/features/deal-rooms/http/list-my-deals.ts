import { listMyDeals as route } from '@club/shared/api/deal-rooms';
import { listMyDeals } from '../deals-reads.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/deals: the caller's deals as founder. */
export const handler = httpHandler(route, async ({ member, query }) => {
  const page = await listMyDeals(member, query);
  return reply.page(page.items, page.cursor);
});
