import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** GET /api/deals/shared: deals whose rooms are shared with the caller by a live grant. */
export const sharedDealsQueryOptions = () => listQueryOptions('listSharedDeals');
export const useSharedDeals = () => usePagedList(sharedDealsQueryOptions());
