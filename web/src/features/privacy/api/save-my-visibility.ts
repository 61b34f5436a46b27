import { apiReason } from '../../../components/form';
import { routeKey } from '../../../lib/api-client';
import { useRouteWrite } from '../../../lib/route-write';
import { myVisibilityQueryOptions } from './get-my-visibility';

/** PUT /api/members/me/visibility: one switch at a time; the answer (both fields) replaces the read. */
export const useSaveMyVisibility = () =>
  useRouteWrite('saveMyVisibility', {
    onSuccess: (visibility, _body, queryClient) => queryClient.setQueryData(myVisibilityQueryOptions().queryKey, visibility),
    invalidate: [routeKey('getMyVisibility')],
    successTitle: 'Visibility saved',
    failure: apiReason,
  });
