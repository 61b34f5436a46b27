import { searchMembers as route } from '@club/shared/api/search';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';
import { searchMembersAs } from '../member-search.js';

/** GET /api/search/members: members the directory shows, by text and facets; the caller's own edit is found at once. */
export const handler = httpHandler(route, async ({ member, query }) => {
  const { q, limit, cursor, chapter, badge, verified, companyId } = query;
  const { answer, cursor: next } = await searchMembersAs(member, { q, limit, cursor, filters: { chapter, badge, verified, companyId } });
  return reply.pageOf(answer, next);
});
