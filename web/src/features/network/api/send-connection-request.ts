import { useRouteWrite } from '../../../lib/route-write';
import { graphReads } from './network-write';
import { formFailure } from '../../../components/form';

/** Connect: POST /api/network/connection-requests with an optional note. */
export const useSendConnectionRequest = () =>
  useRouteWrite('sendConnectionRequest', {
    invalidate: graphReads,
    successTitle: 'Connection request sent',
    failure: formFailure,
  });
