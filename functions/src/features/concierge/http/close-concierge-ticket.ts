import { closeConciergeTicket as route } from '@club/shared/api/concierge';
import { closeTicket } from '../tickets.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/concierge-tickets/{ticketId}/close. */
export const handler = httpHandler(route, async ({ member, params }) => closeTicket(member, params.ticketId));
