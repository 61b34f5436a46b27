import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** GET /api/network/connection-requests/incoming: requests waiting for the member, newest first. */
export const incomingRequestsQueryOptions = () => listQueryOptions('listIncomingRequests');
export const useIncomingRequests = () => usePagedList(incomingRequestsQueryOptions());
