import { investorRoutes } from '@club/shared';
import { listMyOpportunities } from '../../domain/investors/opportunities.js';
import { httpHandler } from '../handler.js';
import { reply } from '../reply.js';

/** GET /api/my-investment-opportunities: the caller's own opportunities. */
export const handler = httpHandler(investorRoutes.listMyInvestmentOpportunities, async ({ member, query }) => {
  const page = await listMyOpportunities(member, query);
  return reply.page(page.items, page.cursor);
});
