import type { NetworkUser } from '@club/shared';
import { useRouteWrite } from '../../../lib/route-write';
import { apiReason, fullName, graphReads } from './network-write';

/** Remove a connection (both directions). */
export const useRemoveConnection = () =>
  useRouteWrite('removeConnection', {
    input: (user: NetworkUser) => ({ params: { memberId: user.id } }),
    invalidate: graphReads,
    successTitle: (user) => `${fullName(user)} removed from your network`,
    failure: apiReason,
  });
