import { addConciergeTicketMessage as route } from '@club/shared/api/concierge';
import { addTicketMessage } from '../tickets.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** POST /api/concierge-tickets/{ticketId}/messages: Add Update. */
export const handler = httpHandler(route, async ({ member, params, body }) => reply.created(await addTicketMessage(member, params.ticketId, body.body)));
