import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

export interface StaffMemberFilter {
  q?: string;
  verified?: 'true' | 'false';
}

/** GET /api/staff/members?q=&verified=: members by name or company, newest first. */
export const staffMembersQueryOptions = (filter: StaffMemberFilter) => listQueryOptions('listStaffMembers', { query: filter });
export const useStaffMembers = (filter: StaffMemberFilter) => usePagedList(staffMembersQueryOptions(filter));
