import type { NetworkUser } from '@club/shared';
import { useRouteWrite } from '../../../lib/route-write';
import { fullName, graphReads } from './network-write';
import { apiReason } from '../../../components/form';

/** Accept a request: the two members are connected in both directions. */
export const useAcceptConnectionRequest = () =>
  useRouteWrite('acceptConnectionRequest', {
    input: (user: NetworkUser) => ({ params: { memberId: user.id } }),
    invalidate: graphReads,
    successTitle: (user) => `You are now connected with ${fullName(user)}`,
    failure: apiReason,
  });
