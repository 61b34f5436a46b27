import { listStaffCmRequests as route } from '@club/shared/api/staff';
import { listStaffCmRequests } from '../requests.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/staff/cm-requests?status=: the staff queue of one status (never drafts). */
export const handler = httpHandler(route, async ({ query }) => {
  const page = await listStaffCmRequests(query);
  return reply.page(page.items, page.cursor);
});
