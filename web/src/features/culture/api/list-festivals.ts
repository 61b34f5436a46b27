import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** GET /api/festivals?year=: every festival of a year, in date order (one page). */
export const festivalsOfYearQueryOptions = (year: number) => listQueryOptions('listFestivals', { query: { year } });
export const useFestivalsOfYear = (year: number, enabled: boolean) => usePagedList(festivalsOfYearQueryOptions(year), { enabled });
