import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-client';

/** GET /api/posts/{postId}: the post with the caller's interest. */
export const postQueryOptions = (postId: string) => routeQueryOptions('getPost', { params: { postId } });
export const usePost = (postId: string) => useQuery(postQueryOptions(postId));
