import { routeKey } from '../../../lib/api-client';
import { useRouteWrite } from '../../../lib/route-write';
import { postQueryOptions } from './get-post';

/** PUT (true) or DELETE (false) the caller's interest; the answer carries the exact count. */
export const useToggleInterest = (postId: string) =>
  useRouteWrite((interested: boolean) => (interested ? 'addPostInterest' : 'removePostInterest'), {
    input: () => ({ params: { postId } }),
    onSuccess: (state, _interested, queryClient) => queryClient.setQueryData(postQueryOptions(postId).queryKey, (old) => (old ? { ...old, ...state } : old)),
    // The lists showing the count; the open post already holds the answer.
    invalidate: [{ queryKey: routeKey('listPosts'), predicate: (query) => query.queryKey[1] !== postId }],
    failure: 'Could not update your interest. Please try again.',
  });
