import { useRouteWrite } from '../../../lib/route-write';
import { networkReads } from './network-write';
import { apiReason } from '../../../components/form';

/** Approve Introduction (the introducer): pending → approved, with an optional note to the target. */
export const useApproveIntroRequest = () =>
  useRouteWrite('approveIntroRequest', {
    input: ({ introId, note }: { introId: string; note?: string }) => ({ params: { introId }, body: { note } }),
    invalidate: networkReads,
    successTitle: 'Introduction approved',
    failure: apiReason,
  });
