import { getConciergeTicket as route } from '@club/shared/api/concierge';
import { getTicket } from '../ticket-reads.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/concierge-tickets/{ticketId}: the ticket and its thread. */
export const handler = httpHandler(route, async ({ member, params }) => getTicket(member, params.ticketId));
