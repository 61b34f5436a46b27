import { useRouteWrite } from '../../../lib/route-write';
import { nudgeReads } from './network-write';
import { apiReason } from '../../../components/form';

/** Dismiss: POST /api/smart-nudges/{id}/dismiss, then the nudges are refetched. */
export const useDismissSmartNudge = () =>
  useRouteWrite('dismissSmartNudge', {
    input: (id: string) => ({ params: { id } }),
    invalidate: nudgeReads,
    failure: apiReason,
  });
