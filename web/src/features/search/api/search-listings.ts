import type { CallInput } from '../../../lib/api-client';
import { answerPagesQueryOptions, usePagedAnswer } from '../../../lib/paged-list';

/** The text, filters and page size of a search of marketplace listings by text or HS code. */
export type ListingsSearch = NonNullable<CallInput<'searchListings'>['query']>;

/** GET /api/search/listings: marketplace listings by text or HS code, page by page with total, facets and did-you-mean. */
export const searchListingsQueryOptions = (search: ListingsSearch) => answerPagesQueryOptions('searchListings', { query: search });
export const useListingsSearch = (search: ListingsSearch, settings: { enabled?: boolean } = {}) => usePagedAnswer(searchListingsQueryOptions(search), settings);
