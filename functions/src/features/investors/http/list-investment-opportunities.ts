import { listInvestmentOpportunities as route } from '@club/shared/api/investors';
import { listOpportunities } from '../opportunities-reads.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/investment-opportunities: deal flow with the server-side filters. */
export const handler = httpHandler(route, async ({ member, query }) => {
  const page = await listOpportunities(member, query);
  return reply.page(page.items, page.cursor);
});
