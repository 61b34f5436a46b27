import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** GET /api/festivals/upcoming: festivals not yet over in India, soonest first. */
export const upcomingFestivalsQueryOptions = () => listQueryOptions('listUpcomingFestivals');
export const useUpcomingFestivals = (enabled = true) => usePagedList(upcomingFestivalsQueryOptions(), { enabled });
