import { useRouteWrite } from '../../../lib/route-write';
import { apiReason, networkReads } from './network-write';

/** Mark as Successful (the requester): → completed. */
export const useMarkIntroSuccessful = () =>
  useRouteWrite('markIntroSuccessful', {
    input: (introId: string) => ({ params: { introId } }),
    invalidate: networkReads,
    successTitle: 'Introduction marked as successful',
    failure: apiReason,
  });
