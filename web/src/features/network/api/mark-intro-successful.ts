import { useRouteWrite } from '../../../lib/route-write';
import { networkReads } from './network-write';
import { apiReason } from '../../../components/form';

/** Mark as Successful (the requester): → completed. */
export const useMarkIntroSuccessful = () =>
  useRouteWrite('markIntroSuccessful', {
    input: (introId: string) => ({ params: { introId } }),
    invalidate: networkReads,
    successTitle: 'Introduction marked as successful',
    failure: apiReason,
  });
