import { staffRoutes } from '@club/shared';
import { listStaffTickets } from '../staff-tickets.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/staff/concierge-tickets?status=: the staff queue of one status. */
export const handler = httpHandler(staffRoutes.listStaffTickets, async ({ query }) => {
  const page = await listStaffTickets(query);
  return reply.page(page.items, page.cursor);
});
