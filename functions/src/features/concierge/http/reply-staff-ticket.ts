import { staffRoutes } from '@club/shared';
import { replyToTicket } from '../staff-tickets.js';
import { actorOf } from '../../../platform/http/actor.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** POST /api/staff/concierge-tickets/{ticketId}/messages: a staff reply (the member is notified). */
export const handler = httpHandler(staffRoutes.replyStaffTicket, async (input) =>
  reply.created(await replyToTicket(actorOf(input), input.params.ticketId, input.body.body)),
);
