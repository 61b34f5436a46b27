import { hasStatus, routeKey } from '../../../lib/api-client';
import { useRouteWrite } from '../../../lib/route-write';
import { myProfileQueryOptions } from './get-my-profile';

/** PATCH /api/members/me; the answer replaces the read profile, and the greeting, the directory and the stats follow. */
export const useUpdateProfile = () =>
  useRouteWrite('updateMyProfile', {
    onSuccess: (profile, _body, queryClient) => queryClient.setQueryData(myProfileQueryOptions().queryKey, profile),
    invalidate: [routeKey('getAuthUser'), routeKey('listMembers'), routeKey('searchMembers'), routeKey('getClubStats')],
    successTitle: 'Profile updated',
    // 400s are shown next to their fields by the dialog.
    failure: (error) => (hasStatus(error, 400) ? undefined : 'Failed to update your profile. Please try again.'),
  });
