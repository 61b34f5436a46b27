import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** GET /api/staff/deals/{dealId}/access-log: one room's access log, newest first (admins). */
export const staffAccessLogQueryOptions = (dealId: string) => listQueryOptions('listStaffAccessLog', { params: { dealId } });
export const useStaffAccessLog = (dealId: string) => usePagedList(staffAccessLogQueryOptions(dealId));
