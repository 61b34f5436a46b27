import { routeKey, type CallInput } from '../../../lib/api-client';
import { useRouteWrite } from '../../../lib/route-write';
import { formFailure } from '../../../components/form';

/** Reads an introduction or a connection request changes: the network's (introductions, requests, stats, relationships). */
const networkReads = [
  routeKey('listIntroRequests'),
  routeKey('getNetworkStats'),
  routeKey('listOutgoingRequests'),
  routeKey('getRelationship', { params: { memberId: '' } }).slice(0, 1),
];

/** Request Introduction through a mutual connection (POST /api/network/intro-requests), toast 'Introduction request sent successfully!'. */
export const useRequestIntroduction = () =>
  useRouteWrite('createIntroRequest', {
    input: (body: CallInput<'createIntroRequest'>['body']) => ({ body }),
    invalidate: networkReads,
    successTitle: 'Introduction request sent successfully!',
    failure: formFailure,
  });

/** No mutual connection: a direct request the investor can accept (POST /api/network/connection-requests). */
export const useRequestConnection = () =>
  useRouteWrite('sendConnectionRequest', {
    input: (body: CallInput<'sendConnectionRequest'>['body']) => ({ body }),
    invalidate: networkReads,
    successTitle: 'Request sent',
    successDescription: 'The investor sees it under their connection requests and can accept it.',
    failure: formFailure,
  });
