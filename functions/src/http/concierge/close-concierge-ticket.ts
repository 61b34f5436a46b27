import { conciergeRoutes } from '@club/shared';
import { closeTicket } from '../../domain/concierge/tickets.js';
import { httpHandler } from '../handler.js';

/** POST /api/concierge-tickets/{ticketId}/close. */
export const handler = httpHandler(conciergeRoutes.closeConciergeTicket, async ({ member, params }) => closeTicket(member, params.ticketId));
