import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** GET /api/posts/{postId}/replies, oldest first. */
export const repliesQueryOptions = (postId: string) => listQueryOptions('listPostReplies', { params: { postId } });
export const useReplies = (postId: string) => usePagedList(repliesQueryOptions(postId));
