import type { DarshanStatus } from '@club/shared';
import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** GET /api/staff/darshan-plans?status=: darshan plans of one status, newest first. */
export const staffDarshanPlansQueryOptions = (status: DarshanStatus) => listQueryOptions('listStaffDarshanPlans', { query: { status } });
export const useStaffDarshanPlans = (status: DarshanStatus) => usePagedList(staffDarshanPlansQueryOptions(status));
