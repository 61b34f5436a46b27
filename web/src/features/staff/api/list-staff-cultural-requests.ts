import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

export type CulturalQueueStatus = 'pending' | 'resolved';

/** GET /api/staff/cultural-requests?status=: requests waiting for an answer (or answered), newest first. */
export const staffCulturalQueryOptions = (status: CulturalQueueStatus) => listQueryOptions('listStaffCulturalRequests', { query: { status } });
export const useStaffCulturalRequests = (status: CulturalQueueStatus) => usePagedList(staffCulturalQueryOptions(status));
