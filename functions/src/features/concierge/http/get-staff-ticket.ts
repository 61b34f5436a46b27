import { staffRoutes } from '@club/shared';
import { getStaffTicket } from '../staff-tickets.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/staff/concierge-tickets/{ticketId}: the ticket, its thread and the member. */
export const handler = httpHandler(staffRoutes.getStaffTicket, async ({ params }) => getStaffTicket(params.ticketId));
