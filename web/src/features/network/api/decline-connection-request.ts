import type { NetworkUser } from '@club/shared';
import { useRouteWrite } from '../../../lib/route-write';
import { fullName, networkReads } from './network-write';
import { apiReason } from '../../../components/form';

/** Decline a request from another member. */
export const useDeclineConnectionRequest = () =>
  useRouteWrite('declineConnectionRequest', {
    input: (user: NetworkUser) => ({ params: { memberId: user.id } }),
    invalidate: networkReads,
    successTitle: (user) => `Declined ${fullName(user)}’s request`,
    failure: apiReason,
  });
