import type { CallInput } from '../../../lib/api-client';
import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** A ticket status to list by; none lists them all. */
export type TicketStatusFilter = NonNullable<CallInput<'listConciergeTickets'>['query']>['status'];

/** GET /api/concierge-tickets: the member's tickets newest first, optionally of one status. */
export const ticketsQueryOptions = (status?: TicketStatusFilter) => listQueryOptions('listConciergeTickets', { query: status ? { status } : {} });
export const useTickets = (status?: TicketStatusFilter) => usePagedList(ticketsQueryOptions(status));
