import { useRouteWrite } from '../../../lib/route-write';
import { ticketWriteOptions } from './ticket-write';

/** Add Update: POST the member's message to the ticket's thread. */
export const useAddTicketUpdate = (ticketId: string) =>
  useRouteWrite('addConciergeTicketMessage', {
    input: (body: string) => ({ params: { ticketId }, body: { body } }),
    successTitle: 'Update added',
    ...ticketWriteOptions,
  });
