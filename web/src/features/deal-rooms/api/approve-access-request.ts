import type { GrantInput } from '@club/shared';
import { useRouteWrite } from '../../../lib/route-write';
import { formFailure } from '../../../components/form';
import { dealReads } from './deal-reads';

/** The founder approves a request with a grant; the requester is notified. */
export const useApproveAccessRequest = (dealId: string) =>
  useRouteWrite('approveAccessRequest', {
    input: ({ memberId, ...body }: GrantInput & { memberId: string }) => ({ params: { dealId, memberId }, body }),
    invalidate: dealReads,
    successTitle: 'Request approved',
    failure: formFailure,
  });
