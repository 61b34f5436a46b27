import type { CallInput } from '../../../lib/api-client';
import { answerPagesQueryOptions, usePagedAnswer } from '../../../lib/paged-list';

/** The text, filters and page size of a search of members the directory shows (name, company, title; typos and Telugu welcome). */
export type MembersSearch = NonNullable<CallInput<'searchMembers'>['query']>;

/** GET /api/search/members: members the directory shows (name, company, title; typos and Telugu welcome), page by page with total, facets and did-you-mean. */
export const searchMembersQueryOptions = (search: MembersSearch) => answerPagesQueryOptions('searchMembers', { query: search });
export const useMembersSearch = (search: MembersSearch, settings: { enabled?: boolean } = {}) => usePagedAnswer(searchMembersQueryOptions(search), settings);
