import { routeKey } from '../../../lib/api-client';
import { useStaffWrite } from './staff-write';

/** POST …/messages: a reply in the ticket's thread (the member is notified). */
export const useReplyStaffTicket = (ticketId: string) =>
  useStaffWrite('replyStaffTicket', {
    input: (body: { body: string }) => ({ params: { ticketId }, body }),
    refresh: [routeKey('listStaffTickets')],
    successTitle: 'Reply sent',
  });
