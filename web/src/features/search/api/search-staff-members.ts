import type { CallInput } from '../../../lib/api-client';
import { answerPagesQueryOptions, usePagedAnswer } from '../../../lib/paged-list';

/** The text, filters and page size of a staff search of every member (hidden and suspended included). */
export type StaffMembersSearch = NonNullable<CallInput<'searchStaffMembers'>['query']>;

/** GET /api/staff/search/members: every member for club staff (hidden and suspended included, from the staff index), page by page with total, facets and did-you-mean. */
export const searchStaffMembersQueryOptions = (search: StaffMembersSearch) => answerPagesQueryOptions('searchStaffMembers', { query: search });
export const useStaffMembersSearch = (search: StaffMembersSearch, settings: { enabled?: boolean } = {}) =>
  usePagedAnswer(searchStaffMembersQueryOptions(search), settings);
