import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** GET /api/network/travel-plans: the member's travel plans and home location, soonest first. */
export const travelPlansQueryOptions = () => listQueryOptions('listTravelPlans');
export const useTravelPlans = () => usePagedList(travelPlansQueryOptions());
