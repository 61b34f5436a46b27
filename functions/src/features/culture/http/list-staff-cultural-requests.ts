import { staffRoutes } from '@club/shared';
import { listStaffRequests } from '../requests.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/staff/cultural-requests?status=: requests waiting for an answer, or answered. */
export const handler = httpHandler(staffRoutes.listStaffCulturalRequests, async ({ query }) => {
  const page = await listStaffRequests(query);
  return reply.page(page.items, page.cursor);
});
