import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** GET /api/events/upcoming: active events that have not ended, soonest first. */
export const upcomingEventsQueryOptions = () => listQueryOptions('listUpcomingEvents');
export const useUpcomingEvents = () => usePagedList(upcomingEventsQueryOptions());
