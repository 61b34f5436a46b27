import { investorRoutes } from '@club/shared';
import { expressInterest } from '../../domain/investors/interest.js';
import { httpHandler } from '../handler.js';
import { reply } from '../reply.js';

/** POST /api/investment-opportunities/{opportunityId}/express-interest: once per member and opportunity. */
export const handler = httpHandler(investorRoutes.expressInterest, async ({ member, params }) => reply.created(await expressInterest(member, params.opportunityId)));
