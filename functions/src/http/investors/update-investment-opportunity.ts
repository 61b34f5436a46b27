import { investorRoutes } from '@club/shared';
import { updateOpportunity } from '../../domain/investors/opportunities.js';
import { httpHandler } from '../handler.js';

/** PATCH /api/investment-opportunities/{opportunityId}: the founder edits the opportunity. */
export const handler = httpHandler(investorRoutes.updateInvestmentOpportunity, async ({ body, member, params }) => updateOpportunity(member, params.opportunityId, body));
