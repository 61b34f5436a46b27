import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** GET /api/network/travel-plans/{planId}/overlaps: members in that city at overlapping dates. */
export const travelOverlapsQueryOptions = (planId: string) => listQueryOptions('listTravelOverlaps', { params: { planId } });
export const useTravelOverlaps = (planId: string, enabled: boolean) => usePagedList(travelOverlapsQueryOptions(planId), { enabled });
