import type { StaffTicketStatusInput } from '@club/shared';
import { routeKey } from '../../../lib/api-client';
import { useStaffWrite } from './staff-write';

const TITLES: Record<StaffTicketStatusInput['status'], string> = { in_progress: 'Ticket in progress', resolved: 'Ticket resolved', open: 'Ticket reopened' };

/** POST …/status: in progress, resolved with a resolution, or reopened, from the status shown. */
export const useSetStaffTicketStatus = (ticketId: string) =>
  useStaffWrite('setStaffTicketStatus', {
    input: (body: StaffTicketStatusInput) => ({ params: { ticketId }, body }),
    refresh: [routeKey('listStaffTickets')],
    successTitle: (body) => TITLES[body.status],
  });
