import type { NetworkUser } from '@club/shared';
import { useRouteWrite } from '../../../lib/route-write';
import { apiReason, fullName, graphReads } from './network-write';

/** Accept a request: the two members are connected in both directions. */
export const useAcceptConnectionRequest = () =>
  useRouteWrite('acceptConnectionRequest', {
    input: (user: NetworkUser) => ({ params: { memberId: user.id } }),
    invalidate: graphReads,
    successTitle: (user) => `You are now connected with ${fullName(user)}`,
    failure: apiReason,
  });
