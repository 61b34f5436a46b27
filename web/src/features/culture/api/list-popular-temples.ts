import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** GET /api/temples/popular: well-known temples of Andhra Pradesh and Telangana. */
export const popularTemplesQueryOptions = () => listQueryOptions('listPopularTemples');
export const usePopularTemples = () => usePagedList(popularTemplesQueryOptions());
