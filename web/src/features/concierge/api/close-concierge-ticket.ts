import { useRouteWrite } from '../../../lib/route-write';
import { ticketWriteOptions } from './ticket-write';

/** Close ticket: the member closes their own ticket. */
export const useCloseTicket = (ticketId: string) =>
  useRouteWrite('closeConciergeTicket', {
    input: () => ({ params: { ticketId } }),
    successTitle: 'Ticket closed',
    ...ticketWriteOptions,
  });
