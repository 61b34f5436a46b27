import { openDeal as route } from '@club/shared/api/deal-rooms';
import { openDeal } from '../deals.js';
import { actorOf } from '../../../platform/http/actor.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/investment-opportunities/{opportunityId}/deal: the founder opens the opportunity's deal and data room. */
export const handler = httpHandler(route, async (input) => openDeal(actorOf(input), input.params.opportunityId));
