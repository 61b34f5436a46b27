import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** GET /api/room-night-requests: the requests the member made, newest first. */
export const myRequestsQueryOptions = () => listQueryOptions('listMyRoomNightRequests');
export const useMyRequests = () => usePagedList(myRequestsQueryOptions());
