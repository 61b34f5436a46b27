import { listStaffDarshanPlans as route } from '@club/shared/api/staff';
import { listStaffPlans } from '../plan-reads.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/staff/darshan-plans?status=: the staff queue of one status. */
export const handler = httpHandler(route, async ({ query }) => {
  const page = await listStaffPlans(query);
  return reply.page(page.items, page.cursor);
});
