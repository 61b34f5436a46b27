import type { TicketStatus } from '@club/shared';
import { routeKey } from '../../../lib/api-client';
import { useStaffWrite } from './staff-write';

/** POST …/assign: to oneself (no assignee) or a colleague, from the status shown. */
export const useAssignStaffTicket = (ticketId: string) =>
  useStaffWrite('assignStaffTicket', {
    input: ({ assigneeId, from }: { assigneeId?: string; from: TicketStatus }) => ({
      params: { ticketId },
      body: assigneeId ? { assigneeId, from } : { from },
    }),
    refresh: [routeKey('listStaffTickets')],
    successTitle: ({ assigneeId }) => (assigneeId ? 'Ticket assigned' : 'Ticket assigned to you'),
  });
