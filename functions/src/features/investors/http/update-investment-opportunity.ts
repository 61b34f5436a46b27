import { investorRoutes } from '@club/shared';
import { updateOpportunity } from '../opportunities.js';
import { dealFiguresWrite } from '../../deal-rooms/index.js';
import { httpHandler } from '../../../http-handler.js';

/** PATCH /api/investment-opportunities/{opportunityId}: the founder edits the opportunity. */
export const handler = httpHandler(investorRoutes.updateInvestmentOpportunity, async ({ body, member, params }) =>
  updateOpportunity(member, params.opportunityId, body, dealFiguresWrite),
);
