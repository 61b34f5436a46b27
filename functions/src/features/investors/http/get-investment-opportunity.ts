import { investorRoutes } from '@club/shared';
import { getOpportunity } from '../opportunities.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/investment-opportunities/{opportunityId}: one opportunity with the caller's match and fit. */
export const handler = httpHandler(investorRoutes.getInvestmentOpportunity, async ({ member, params }) => getOpportunity(member, params.opportunityId));
