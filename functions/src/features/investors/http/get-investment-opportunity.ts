import { getInvestmentOpportunity as route } from '@club/shared/api/investors';
import { getOpportunity } from '../opportunities-reads.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/investment-opportunities/{opportunityId}: one opportunity with the caller's match and fit. */
export const handler = httpHandler(route, async ({ member, params }) => getOpportunity(member, params.opportunityId));
