import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-client';

/** GET /api/concierge-tickets/{ticketId}: one of the member's tickets with its thread. */
export const ticketQueryOptions = (ticketId: string) => routeQueryOptions('getConciergeTicket', { params: { ticketId } });
export const useTicket = (ticketId: string) => useQuery(ticketQueryOptions(ticketId));
