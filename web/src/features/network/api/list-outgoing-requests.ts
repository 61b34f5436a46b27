import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** GET /api/network/connection-requests/outgoing: the member's requests still waiting, newest first. */
export const outgoingRequestsQueryOptions = () => listQueryOptions('listOutgoingRequests');
export const useOutgoingRequests = () => usePagedList(outgoingRequestsQueryOptions());
