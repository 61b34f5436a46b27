import { expressInterest as route } from '@club/shared/api/investors';
import { expressInterest } from '../interest.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';
import { countMetric } from '../../../platform/lib/metrics.js';

/** POST /api/investment-opportunities/{opportunityId}/express-interest: once per member and opportunity. */
export const handler = httpHandler(route, async ({ member, params }) => {
  const interest = await expressInterest(member, params.opportunityId);
  countMetric('Interests');
  return reply.created(interest);
});
