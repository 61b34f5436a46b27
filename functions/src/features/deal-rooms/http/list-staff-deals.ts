import { listStaffDeals as route } from '@club/shared/api/deal-rooms';
import { listStaffDeals } from '../deals-reads.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/staff/deals (admin): every deal newest first. */
export const handler = httpHandler(route, async ({ member, query }) => {
  const page = await listStaffDeals(member, query);
  return reply.page(page.items, page.cursor);
});
