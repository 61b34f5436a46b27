import { replyStaffTicket as route } from '@club/shared/api/staff';
import { replyToTicket } from '../staff-tickets.js';
import { actorOf } from '../../../platform/http/actor.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** POST /api/staff/concierge-tickets/{ticketId}/messages: a staff reply (the member is notified). */
export const handler = httpHandler(route, async (input) => reply.created(await replyToTicket(actorOf(input), input.params.ticketId, input.body.body)));
