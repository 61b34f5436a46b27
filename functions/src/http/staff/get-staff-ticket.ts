import { staffRoutes } from '@club/shared';
import { getStaffTicket } from '../../domain/concierge/staff-tickets.js';
import { httpHandler } from '../handler.js';

/** GET /api/staff/concierge-tickets/{ticketId}: the ticket, its thread and the member. */
export const handler = httpHandler(staffRoutes.getStaffTicket, async ({ params }) => getStaffTicket(params.ticketId));
