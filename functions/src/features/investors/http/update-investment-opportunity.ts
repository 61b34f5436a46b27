import { updateInvestmentOpportunity as route } from '@club/shared/api/investors';
import { updateOpportunity } from '../opportunities.js';
import { dealFiguresWrite } from '../../deal-rooms/index.js';
import { httpHandler } from '../../../http-handler.js';

/** PATCH /api/investment-opportunities/{opportunityId}: the founder edits the opportunity. */
export const handler = httpHandler(route, async ({ body, member, params }) => updateOpportunity(member, params.opportunityId, body, dealFiguresWrite));
