import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** GET /api/network/intro-requests?role=requester: the introductions the member asked for, newest first. */
export const myIntroductionsQueryOptions = () => listQueryOptions('listIntroRequests', { query: { role: 'requester' } });
export const useMyIntroductions = () => usePagedList(myIntroductionsQueryOptions());

/** GET /api/network/connection-requests/outgoing: the member's direct requests still waiting. */
export const outgoingRequestsQueryOptions = () => listQueryOptions('listOutgoingRequests');
export const useOutgoingRequests = () => usePagedList(outgoingRequestsQueryOptions());
