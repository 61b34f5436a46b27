import type { NetworkUser } from '@club/shared';
import { useRouteWrite } from '../../../lib/route-write';
import { fullName, graphReads } from './network-write';
import { apiReason } from '../../../components/form';

/** Block a member: any connection or request between the two ends, and neither sees the other again. */
export const useBlockMember = () =>
  useRouteWrite('blockMember', {
    input: (user: NetworkUser) => ({ params: { memberId: user.id } }),
    invalidate: graphReads,
    successTitle: (user) => `${fullName(user)} is blocked`,
    failure: apiReason,
  });
