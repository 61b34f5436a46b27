import { useRouteWrite } from '../../../lib/route-write';
import { nudgeReads } from './network-write';
import { apiReason } from '../../../components/form';

/** Take Action: POST /api/smart-nudges/{id}/action, refetch, toast 'Action taken successfully!'; the strip then opens the action URL. */
export const useActOnSmartNudge = () =>
  useRouteWrite('actOnSmartNudge', {
    input: (id: string) => ({ params: { id } }),
    invalidate: nudgeReads,
    successTitle: 'Action taken successfully!',
    failure: apiReason,
  });
