import { useRouteWrite } from '../../../lib/route-write';
import { apiReason } from '../../../components/form';
import { dealReads } from './deal-reads';

/** The founder declines a request; the requester is notified. */
export const useDeclineAccessRequest = (dealId: string) =>
  useRouteWrite('declineAccessRequest', {
    input: (memberId: string) => ({ params: { dealId, memberId } }),
    invalidate: dealReads,
    successTitle: 'Request declined',
    failure: apiReason,
  });
