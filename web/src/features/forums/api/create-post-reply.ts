import { routeKey } from '../../../lib/api-client';
import { useRouteWrite } from '../../../lib/route-write';

/** POST a reply; the post (replyCount) and its replies are read again. */
export const useCreateReply = (postId: string) =>
  useRouteWrite('createPostReply', {
    input: (body: string) => ({ params: { postId }, body: { body } }),
    invalidate: [routeKey('listPosts')],
    failure: 'Failed to post your reply. Please try again.',
  });
