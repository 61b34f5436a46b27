import type { GrantInput } from '@club/shared';
import { useRouteWrite } from '../../../lib/route-write';
import { formFailure } from '../../../components/form';
import { dealReads } from './deal-reads';

/** The founder grants (or changes) a member's access until a day. */
export const useGrantRoomAccess = (dealId: string) =>
  useRouteWrite('grantRoomAccess', {
    input: ({ memberId, ...body }: GrantInput & { memberId: string }) => ({ params: { dealId, memberId }, body }),
    invalidate: dealReads,
    successTitle: 'Access granted',
    failure: formFailure,
  });
