import { investorRoutes } from '@club/shared';
import { createOpportunity } from '../../domain/investors/opportunities.js';
import { httpHandler } from '../handler.js';
import { reply } from '../reply.js';

/** POST /api/investment-opportunities: add an opportunity (the caller is its founder). */
export const handler = httpHandler(investorRoutes.createInvestmentOpportunity, async ({ body, member }) => reply.created(await createOpportunity(member, body)));
