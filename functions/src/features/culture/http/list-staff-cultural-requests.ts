import { listStaffCulturalRequests as route } from '@club/shared/api/staff';
import { listStaffRequests } from '../requests.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/staff/cultural-requests?status=: requests waiting for an answer, or answered. */
export const handler = httpHandler(route, async ({ query }) => {
  const page = await listStaffRequests(query);
  return reply.page(page.items, page.cursor);
});
