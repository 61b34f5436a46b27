import { apiReason } from '../../../components/form';
import { routeKey } from '../../../lib/api-client';
import { useRouteWrite } from '../../../lib/route-write';

/** POST /api/members/me/export: start an export; a 409 (one a day) toasts the server's reason. */
export const useRequestMyExport = () =>
  useRouteWrite('requestMyExport', {
    input: () => ({}),
    invalidate: [routeKey('listMyExports')],
    successTitle: 'Preparing your data',
    successDescription: 'We will e-mail you when it is ready to download.',
    failure: apiReason,
  });
