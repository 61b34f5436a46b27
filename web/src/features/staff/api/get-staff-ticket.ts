import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-client';

/** GET /api/staff/concierge-tickets/{id}: the ticket with its thread and the member who raised it. */
export const staffTicketQueryOptions = (ticketId: string) => routeQueryOptions('getStaffTicket', { params: { ticketId } });
export const useStaffTicket = (ticketId: string) => useQuery(staffTicketQueryOptions(ticketId));
