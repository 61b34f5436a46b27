import { useRouteWrite } from '../../../lib/route-write';
import { graphReads } from './network-write';
import { relationshipQueryOptions } from './get-relationship';
import { formFailure } from '../../../components/form';

/**
 * Connect: POST /api/network/connection-requests with an optional note. The
 * answer becomes the pair's relationship at once, so every card that shows
 * the member (a directory card's Connect button) shows the request sent.
 */
export const useSendConnectionRequest = () =>
  useRouteWrite('sendConnectionRequest', {
    onSuccess: (request, body, queryClient) => {
      queryClient.setQueryData(relationshipQueryOptions(body.toUserId).queryKey, { memberId: body.toUserId, relationship: 'outgoing', request });
    },
    invalidate: graphReads,
    successTitle: 'Connection request sent',
    failure: formFailure,
  });
