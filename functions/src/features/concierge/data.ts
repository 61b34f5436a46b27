import { conciergeTicketEntity } from './entities/concierge-ticket.js';
import { ticketMessageEntity } from './entities/ticket-message.js';
import { entitySet } from '../../platform/db/entity-set.js';

/** Concierge data: tickets and their threads. */
export const conciergeData = entitySet({ conciergeTickets: conciergeTicketEntity, ticketMessages: ticketMessageEntity });
