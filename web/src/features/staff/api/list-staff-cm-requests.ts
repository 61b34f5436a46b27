import type { CmRequestStatus } from '@club/shared';
import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

export type CmQueueStatus = Exclude<CmRequestStatus, 'draft'>;

/** GET /api/staff/cm-requests?status=: Meet The CM requests of one status, newest first (drafts stay private). */
export const staffCmRequestsQueryOptions = (status: CmQueueStatus) => listQueryOptions('listStaffCmRequests', { query: { status } });
export const useStaffCmRequests = (status: CmQueueStatus) => usePagedList(staffCmRequestsQueryOptions(status));
