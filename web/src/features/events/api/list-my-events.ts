import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** GET /api/events/my-events: the events the member organizes, newest first. */
export const myEventsQueryOptions = () => listQueryOptions('listMyEvents');
export const useMyEvents = () => usePagedList(myEventsQueryOptions());
