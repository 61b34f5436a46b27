import { assignStaffTicket as route } from '@club/shared/api/staff';
import { assignTicket } from '../staff-tickets.js';
import { actorOf } from '../../../platform/http/actor.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/staff/concierge-tickets/{ticketId}/assign: to the caller or a colleague. */
export const handler = httpHandler(route, async (input) => assignTicket(actorOf(input), input.params.ticketId, input.body));
