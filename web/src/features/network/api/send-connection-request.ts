import { useRouteWrite } from '../../../lib/route-write';
import { formFailure, graphReads } from './network-write';

/** Connect: POST /api/network/connection-requests with an optional note. */
export const useSendConnectionRequest = () =>
  useRouteWrite('sendConnectionRequest', {
    invalidate: graphReads,
    successTitle: 'Connection request sent',
    failure: formFailure,
  });
