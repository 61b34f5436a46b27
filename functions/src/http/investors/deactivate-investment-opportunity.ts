import { investorRoutes } from '@club/shared';
import { deactivateOpportunity } from '../../domain/investors/opportunities.js';
import { httpHandler } from '../handler.js';

/** POST /api/investment-opportunities/{opportunityId}/deactivate: the founder takes it out of deal flow. */
export const handler = httpHandler(investorRoutes.deactivateInvestmentOpportunity, async ({ member, params }) => deactivateOpportunity(member, params.opportunityId));
