import { investorRoutes } from '@club/shared';
import { expressInterest } from '../../domain/investors/interest.js';
import { httpHandler } from '../handler.js';
import { reply } from '../reply.js';
import { countMetric } from '../../lib/metrics.js';

/** POST /api/investment-opportunities/{opportunityId}/express-interest: once per member and opportunity. */
export const handler = httpHandler(investorRoutes.expressInterest, async ({ member, params }) => {
  const interest = await expressInterest(member, params.opportunityId);
  countMetric('Interests');
  return reply.created(interest);
});
