import { investorRoutes } from '@club/shared';
import { listMyOpportunities } from '../opportunities.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/my-investment-opportunities: the caller's own opportunities. */
export const handler = httpHandler(investorRoutes.listMyInvestmentOpportunities, async ({ member, query }) => {
  const page = await listMyOpportunities(member, query);
  return reply.page(page.items, page.cursor);
});
