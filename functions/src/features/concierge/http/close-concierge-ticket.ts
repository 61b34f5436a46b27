import { conciergeRoutes } from '@club/shared';
import { closeTicket } from '../tickets.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/concierge-tickets/{ticketId}/close. */
export const handler = httpHandler(conciergeRoutes.closeConciergeTicket, async ({ member, params }) => closeTicket(member, params.ticketId));
