import { listStaffAccessLog as listStaffAccessLogRoute } from '@club/shared/api/deal-rooms';
import { loadDealAccess } from '../access.js';
import { roomLogPage } from '../analytics.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/staff/deals/{dealId}/access-log (admins only, by the route's role): a room's access log for an abuse report. */
export const handler = httpHandler(listStaffAccessLogRoute, async ({ member, params, query }) => {
  // 404 when there is no such deal.
  await loadDealAccess(params.dealId, member);
  const page = await roomLogPage(params.dealId, query, true);
  return reply.page(page.items, page.cursor);
});
