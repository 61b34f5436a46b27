import { useQueryClient } from '@tanstack/react-query';
import { hasStatus } from '../../../lib/api-client';
import { useRouteWrite } from '../../../lib/route-write';
import { graphReads, networkReads } from './network-write';
import { apiReason } from '../../../components/form';

/**
 * Mark as Successful (the requester): → completed. A 409 means the card was
 * stale (the target has not accepted, or it moved on): the API's reason is
 * toasted and the introductions are read again, so the card's buttons follow
 * the stored state.
 */
export const useMarkIntroSuccessful = () => {
  const queryClient = useQueryClient();
  return useRouteWrite('markIntroSuccessful', {
    input: (introId: string) => ({ params: { introId } }),
    invalidate: graphReads,
    successTitle: 'Introduction marked as successful',
    failure: (error) => {
      if (hasStatus(error, 409)) for (const filters of networkReads) void queryClient.invalidateQueries(filters);
      return apiReason(error);
    },
  });
};
