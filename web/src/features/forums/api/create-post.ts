import { routeKey } from '../../../lib/api-client';
import { useRouteWrite } from '../../../lib/route-write';

/** POST /api/posts: refreshes every post list, the forums' counts and the member's own counts. */
export const useCreatePost = () =>
  useRouteWrite('createPost', {
    invalidate: [routeKey('listPosts'), routeKey('listForums'), routeKey('getMyActivity')],
    successTitle: 'Post created successfully!',
    failure: 'Failed to create post. Please try again.',
  });
