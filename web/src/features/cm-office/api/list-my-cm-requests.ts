import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** GET /api/cm-office/my-requests: the member's drafts and requests with status, newest first. */
export const myCmRequestsQueryOptions = () => listQueryOptions('listMyCmRequests');
export const useMyCmRequests = () => usePagedList(myCmRequestsQueryOptions());
