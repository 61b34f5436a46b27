import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** GET /api/staff/deals: every deal newest first (admins, for abuse reports). */
export const staffDealsQueryOptions = () => listQueryOptions('listStaffDeals');
export const useStaffDeals = () => usePagedList(staffDealsQueryOptions());
