import { useRouteWrite } from '../../../lib/route-write';
import { networkReads } from './network-write';
import { apiReason } from '../../../components/form';

/** Decline: the introducer a pending introduction, or the target an approved one, with an optional note. */
export const useDeclineIntroRequest = () =>
  useRouteWrite('declineIntroRequest', {
    input: ({ introId, note }: { introId: string; note?: string }) => ({ params: { introId }, body: { note } }),
    invalidate: networkReads,
    successTitle: 'Introduction declined',
    failure: apiReason,
  });
