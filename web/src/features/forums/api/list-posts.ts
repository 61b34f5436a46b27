import type { CallInput } from '../../../lib/api-client';
import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** Which posts a list shows: all, a topic, a forum or the member's own (`author: 'me'`), and how many. */
export type PostFilter = NonNullable<CallInput<'listPosts'>['query']>;

/** GET /api/posts newest first; the key holds the filter, so `['/api/posts']` refreshes every list of posts. */
export const postsQueryOptions = (filter: PostFilter = {}) => listQueryOptions('listPosts', { query: filter });
export const usePosts = (filter: PostFilter = {}) => usePagedList(postsQueryOptions(filter));
