import { rateConciergeTicket as route } from '@club/shared/api/concierge';
import { rateTicket } from '../tickets.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/concierge-tickets/{ticketId}/rate: the member rates a resolved ticket, once. */
export const handler = httpHandler(route, async ({ member, params, body }) => rateTicket(member, params.ticketId, body.satisfaction));
