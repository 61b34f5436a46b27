import type { NetworkUser } from '@club/shared';
import { useRouteWrite } from '../../../lib/route-write';
import { fullName, networkReads } from './network-write';
import { apiReason } from '../../../components/form';

/** Withdraw the member's own request. */
export const useWithdrawConnectionRequest = () =>
  useRouteWrite('withdrawConnectionRequest', {
    input: (user: NetworkUser) => ({ params: { memberId: user.id } }),
    invalidate: networkReads,
    successTitle: (user) => `Request to ${fullName(user)} withdrawn`,
    failure: apiReason,
  });
