import type { CallInput } from '../../../lib/api-client';
import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** Which listings a list shows: all, one kind or the member's own (`mine: 'true'`), and how many. */
export type ListingFilter = NonNullable<CallInput<'listTradeListings'>['query']>;

/** GET /api/trade-listings newest first; the key holds the filter, so the list's prefix refreshes every slice. */
export const listingsQueryOptions = (filter: ListingFilter = {}) => listQueryOptions('listTradeListings', { query: filter });
export const useListings = (filter: ListingFilter = {}) => usePagedList(listingsQueryOptions(filter));
