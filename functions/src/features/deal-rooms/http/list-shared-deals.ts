import { listSharedDeals as route } from '@club/shared/api/deal-rooms';
import { listSharedDeals } from '../deals-reads.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/deals/shared: deals whose rooms are shared with the caller by a live grant. */
export const handler = httpHandler(route, async ({ member, query }) => {
  const page = await listSharedDeals(member, query);
  return reply.page(page.items, page.cursor);
});
