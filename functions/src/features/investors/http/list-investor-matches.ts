import { listInvestorMatches as route } from '@club/shared/api/investors';
import { listMatches } from '../matches-reads.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/investor-matches: the caller's matches (either side). */
export const handler = httpHandler(route, async ({ member, query }) => {
  const page = await listMatches(member, query);
  return reply.page(page.items, page.cursor);
});
