import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** GET /api/forums: the forums, one per topic. */
export const forumsQueryOptions = () => listQueryOptions('listForums');
export const useForums = () => usePagedList(forumsQueryOptions());
