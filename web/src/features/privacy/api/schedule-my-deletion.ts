import { apiReason } from '../../../components/form';
import { routeKey } from '../../../lib/api-client';
import { useRouteWrite } from '../../../lib/route-write';
import { myDeletionQueryOptions } from './get-my-deletion';

/** POST /api/members/me/deletion: schedule the erasure; the signed-in member (who carries the date) is read again. */
export const useScheduleMyDeletion = () =>
  useRouteWrite('scheduleMyDeletion', {
    onSuccess: (state, _body, queryClient) => queryClient.setQueryData(myDeletionQueryOptions().queryKey, state),
    invalidate: [routeKey('getMyDeletion'), routeKey('getAuthUser')],
    successTitle: 'Your account is scheduled for deletion',
    // A 409 is the last admin: the server's reason says so.
    failure: apiReason,
  });
