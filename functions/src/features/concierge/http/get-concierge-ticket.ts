import { conciergeRoutes } from '@club/shared';
import { getTicket } from '../tickets.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/concierge-tickets/{ticketId}: the ticket and its thread. */
export const handler = httpHandler(conciergeRoutes.getConciergeTicket, async ({ member, params }) => getTicket(member, params.ticketId));
