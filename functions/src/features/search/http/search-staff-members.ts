import { searchStaffMembers as route } from '@club/shared/api/search';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';
import { toStaffMemberResult } from '../results.js';
import { staffMembersIndex } from '../kinds/members.js';
import { runSearch } from '../run-search.js';

/** GET /api/staff/search/members: club staff find every member (hidden and suspended too) from the staff index. */
export const handler = httpHandler(route, async ({ member, query }) => {
  const { q, limit, cursor, chapter, badge, verified, companyId } = query;
  const { answer, cursor: next } = await runSearch(
    staffMembersIndex,
    member,
    { q, limit, cursor, filters: { chapter, badge, verified, companyId } },
    { staff: true },
  );
  const { results, ...rest } = answer;
  return reply.pageOf({ ...rest, results: results.map(toStaffMemberResult) }, next);
});
