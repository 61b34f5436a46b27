import type { NetworkUser } from '@club/shared';
import { useRouteWrite } from '../../../lib/route-write';
import { apiReason, fullName, networkReads } from './network-write';

/** Withdraw the member's own request. */
export const useWithdrawConnectionRequest = () =>
  useRouteWrite('withdrawConnectionRequest', {
    input: (user: NetworkUser) => ({ params: { memberId: user.id } }),
    invalidate: networkReads,
    successTitle: (user) => `Request to ${fullName(user)} withdrawn`,
    failure: apiReason,
  });
