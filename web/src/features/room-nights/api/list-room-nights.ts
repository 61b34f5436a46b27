import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** GET /api/room-nights: the available room nights newest first (`limit` for a fixed slice). */
export const availableRoomNightsQueryOptions = (limit?: number) => listQueryOptions('listRoomNights', { query: limit ? { limit } : {} });
export const useAvailableRoomNights = (limit?: number) => usePagedList(availableRoomNightsQueryOptions(limit));

/** GET /api/room-nights?mine=true: the member's own room nights in any status. */
export const myRoomNightsQueryOptions = () => listQueryOptions('listRoomNights', { query: { mine: 'true' } });
export const useMyRoomNights = () => usePagedList(myRoomNightsQueryOptions());
