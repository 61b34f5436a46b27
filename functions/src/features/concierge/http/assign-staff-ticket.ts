import { staffRoutes } from '@club/shared';
import { assignTicket } from '../staff-tickets.js';
import { actorOf } from '../../../platform/http/actor.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/staff/concierge-tickets/{ticketId}/assign: to the caller or a colleague. */
export const handler = httpHandler(staffRoutes.assignStaffTicket, async (input) => assignTicket(actorOf(input), input.params.ticketId, input.body));
