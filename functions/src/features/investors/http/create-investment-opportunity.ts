import { createInvestmentOpportunity as route } from '@club/shared/api/investors';
import { createOpportunity } from '../opportunities.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** POST /api/investment-opportunities: add an opportunity (the caller is its founder). */
export const handler = httpHandler(route, async ({ body, member }) => reply.created(await createOpportunity(member, body)));
