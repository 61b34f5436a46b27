import { deactivateInvestmentOpportunity as route } from '@club/shared/api/investors';
import { deactivateOpportunity } from '../opportunities.js';
import { dealFiguresWrite } from '../../deal-rooms/index.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/investment-opportunities/{opportunityId}/deactivate: the founder takes it out of deal flow. */
export const handler = httpHandler(route, async ({ member, params }) => deactivateOpportunity(member, params.opportunityId, dealFiguresWrite));
