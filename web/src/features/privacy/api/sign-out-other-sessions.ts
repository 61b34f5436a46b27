import { apiReason } from '../../../components/form';
import { routeKey } from '../../../lib/api-client';
import { useRouteWrite } from '../../../lib/route-write';
import { signedOutToast } from './signed-out-toast';

/** DELETE /api/members/me/sessions: sign out everywhere but here; the toast says how many. */
export const useSignOutOtherSessions = () =>
  useRouteWrite('signOutOtherSessions', {
    input: () => ({}),
    onSuccess: ({ signedOut }) => signedOutToast('signOutOtherSessions', signedOut),
    invalidate: [routeKey('listMySessions')],
    failure: apiReason,
  });
