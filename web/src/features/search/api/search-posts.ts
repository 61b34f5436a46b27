import type { CallInput } from '../../../lib/api-client';
import { answerPagesQueryOptions, usePagedAnswer } from '../../../lib/paged-list';

/** The text, filters and page size of a search of forum posts and replies by text. */
export type PostsSearch = NonNullable<CallInput<'searchPosts'>['query']>;

/** GET /api/search/posts: forum posts and replies by text, page by page with total, facets and did-you-mean. */
export const searchPostsQueryOptions = (search: PostsSearch) => answerPagesQueryOptions('searchPosts', { query: search });
export const usePostsSearch = (search: PostsSearch, settings: { enabled?: boolean } = {}) => usePagedAnswer(searchPostsQueryOptions(search), settings);
