import { listStaffTickets as route } from '@club/shared/api/staff';
import { listStaffTickets } from '../staff-ticket-reads.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/staff/concierge-tickets?status=: the staff queue of one status. */
export const handler = httpHandler(route, async ({ query }) => {
  const page = await listStaffTickets(query);
  return reply.page(page.items, page.cursor);
});
