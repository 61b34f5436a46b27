import { getStaffTicket as route } from '@club/shared/api/staff';
import { getStaffTicket } from '../staff-ticket-reads.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/staff/concierge-tickets/{ticketId}: the ticket, its thread and the member. */
export const handler = httpHandler(route, async ({ params }) => getStaffTicket(params.ticketId));
