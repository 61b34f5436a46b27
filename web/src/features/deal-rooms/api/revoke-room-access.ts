import { useRouteWrite } from '../../../lib/route-write';
import { apiReason } from '../../../components/form';
import { dealReads } from './deal-reads';

/** The founder revokes a grant: the member's next request is refused. */
export const useRevokeRoomAccess = (dealId: string) =>
  useRouteWrite('revokeRoomAccess', {
    input: (memberId: string) => ({ params: { dealId, memberId } }),
    invalidate: dealReads,
    successTitle: 'Access revoked',
    failure: apiReason,
  });
