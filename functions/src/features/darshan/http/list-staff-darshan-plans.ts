import { staffRoutes } from '@club/shared';
import { listStaffPlans } from '../plans.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/staff/darshan-plans?status=: the staff queue of one status. */
export const handler = httpHandler(staffRoutes.listStaffDarshanPlans, async ({ query }) => {
  const page = await listStaffPlans(query);
  return reply.page(page.items, page.cursor);
});
