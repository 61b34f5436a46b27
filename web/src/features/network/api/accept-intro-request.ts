import { useRouteWrite } from '../../../lib/route-write';
import { graphReads } from './network-write';
import { apiReason } from '../../../components/form';

/** Accept (the target): the requester and the target are connected. */
export const useAcceptIntroRequest = () =>
  useRouteWrite('acceptIntroRequest', {
    input: ({ introId, note }: { introId: string; note?: string }) => ({ params: { introId }, body: { note } }),
    invalidate: graphReads,
    successTitle: 'Introduction accepted: you are now connected',
    failure: apiReason,
  });
