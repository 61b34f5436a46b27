import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** GET /api/deals: the caller's deals as founder, newest first. */
export const myDealsQueryOptions = () => listQueryOptions('listMyDeals');
export const useMyDeals = () => usePagedList(myDealsQueryOptions());
