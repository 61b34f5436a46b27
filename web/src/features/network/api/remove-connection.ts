import type { NetworkUser } from '@club/shared';
import { useRouteWrite } from '../../../lib/route-write';
import { fullName, graphReads } from './network-write';
import { apiReason } from '../../../components/form';

/** Remove a connection (both directions). */
export const useRemoveConnection = () =>
  useRouteWrite('removeConnection', {
    input: (user: NetworkUser) => ({ params: { memberId: user.id } }),
    invalidate: graphReads,
    successTitle: (user) => `${fullName(user)} removed from your network`,
    failure: apiReason,
  });
