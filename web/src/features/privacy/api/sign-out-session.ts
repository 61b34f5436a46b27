import { apiReason } from '../../../components/form';
import { routeKey } from '../../../lib/api-client';
import { useRouteWrite } from '../../../lib/route-write';
import { signedOutToast } from './signed-out-toast';

/** DELETE /api/members/me/sessions/{sessionId}: sign one other device out. */
export const useSignOutSession = () =>
  useRouteWrite('signOutSession', {
    input: (sessionId: string) => ({ params: { sessionId } }),
    onSuccess: ({ signedOut }) => signedOutToast('signOutSession', signedOut),
    invalidate: [routeKey('listMySessions')],
    failure: apiReason,
  });
