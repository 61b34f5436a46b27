import { apiReason } from '../../../components/form';
import { useRouteWrite } from '../../../lib/route-write';
import { ticketWriteOptions } from './ticket-write';

/** Rate this resolution: 1–5 stars, once, only while resolved (409 otherwise: the API's reason is shown). */
export const useRateTicket = (ticketId: string) =>
  useRouteWrite('rateConciergeTicket', {
    input: (satisfaction: number) => ({ params: { ticketId }, body: { satisfaction } }),
    invalidate: ticketWriteOptions.invalidate,
    successTitle: 'Thank you for your rating!',
    failure: apiReason,
  });
