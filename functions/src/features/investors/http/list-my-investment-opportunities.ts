import { listMyInvestmentOpportunities as route } from '@club/shared/api/investors';
import { listMyOpportunities } from '../opportunities-reads.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/my-investment-opportunities: the caller's own opportunities. */
export const handler = httpHandler(route, async ({ member, query }) => {
  const page = await listMyOpportunities(member, query);
  return reply.page(page.items, page.cursor);
});
