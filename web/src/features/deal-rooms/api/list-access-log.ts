import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** GET /api/deals/{dealId}/access-log: every view, page and download in the room, newest first (the founder). */
export const accessLogQueryOptions = (dealId: string) => listQueryOptions('listAccessLog', { params: { dealId } });
export const useAccessLog = (dealId: string) => usePagedList(accessLogQueryOptions(dealId));
