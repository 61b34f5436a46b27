import type { CallInput } from '../../../lib/api-client';
import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** Which members a list shows: searched (`q`), by badge, chapter or verification, and how many. */
export type MemberFilter = NonNullable<CallInput<'listMembers'>['query']>;

/** GET /api/members newest first; the key holds the filter, so `routeKey('listMembers')` refreshes every list of members. */
export const membersQueryOptions = (filter: MemberFilter = {}) => listQueryOptions('listMembers', { query: filter });
export const useMembers = (filter: MemberFilter = {}) => usePagedList(membersQueryOptions(filter));
