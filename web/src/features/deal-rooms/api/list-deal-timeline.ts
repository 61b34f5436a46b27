import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** GET /api/deals/{dealId}/timeline: the deal's timeline, newest first. */
export const dealTimelineQueryOptions = (dealId: string) => listQueryOptions('listDealTimeline', { params: { dealId } });
export const useDealTimeline = (dealId: string) => usePagedList(dealTimelineQueryOptions(dealId));
