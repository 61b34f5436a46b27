import { investorRoutes } from '@club/shared';
import { listOpportunityInterest } from '../matches.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/investment-opportunities/{opportunityId}/interest: View Interest (the founder). */
export const handler = httpHandler(investorRoutes.listOpportunityInterest, async ({ member, params, query }) => {
  const page = await listOpportunityInterest(member, params.opportunityId, query);
  return reply.page(page.items, page.cursor);
});
