import { listOpportunityInterest as route } from '@club/shared/api/investors';
import { listOpportunityInterest } from '../matches-reads.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/investment-opportunities/{opportunityId}/interest: View Interest (the founder). */
export const handler = httpHandler(route, async ({ member, params, query }) => {
  const page = await listOpportunityInterest(member, params.opportunityId, query);
  return reply.page(page.items, page.cursor);
});
