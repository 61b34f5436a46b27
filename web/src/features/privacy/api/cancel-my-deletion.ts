import { apiReason } from '../../../components/form';
import { routeKey } from '../../../lib/api-client';
import { useRouteWrite } from '../../../lib/route-write';
import { myDeletionQueryOptions } from './get-my-deletion';

/** DELETE /api/members/me/deletion: keep the account; the signed-in member is read again, so the sign-in question goes away. */
export const useCancelMyDeletion = () =>
  useRouteWrite('cancelMyDeletion', {
    input: () => ({}),
    onSuccess: (state, _none, queryClient) => queryClient.setQueryData(myDeletionQueryOptions().queryKey, state),
    invalidate: [routeKey('getMyDeletion'), routeKey('getAuthUser')],
    successTitle: 'Your account stays',
    successDescription: 'The scheduled deletion is cancelled.',
    failure: apiReason,
  });
