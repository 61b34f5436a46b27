import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** GET /api/cultural-requests/my: the member's requests, newest first. */
export const myCulturalRequestsQueryOptions = () => listQueryOptions('listMyCulturalRequests');
export const useMyCulturalRequests = () => usePagedList(myCulturalRequestsQueryOptions());
