import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** GET /api/room-nights/{roomNightId}/requests: the requests for one of the member's room nights. */
export const requestsForQueryOptions = (roomNightId: string) => listQueryOptions('listRoomNightRequests', { params: { roomNightId } });
export const useRequestsFor = (roomNightId: string) => usePagedList(requestsForQueryOptions(roomNightId));
