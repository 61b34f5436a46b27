import type { TicketStatus } from '@club/shared';
import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** GET /api/staff/concierge-tickets?status=: the tickets queue, most urgent first, then newest. */
export const staffTicketsQueryOptions = (status: TicketStatus) => listQueryOptions('listStaffTickets', { query: { status } });
export const useStaffTickets = (status: TicketStatus) => usePagedList(staffTicketsQueryOptions(status));
