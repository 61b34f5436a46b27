import { dealRoomRoutes } from '@club/shared';
import { openDeal } from '../deals.js';
import { actorOf } from '../../../platform/http/actor.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/investment-opportunities/{opportunityId}/deal: the founder opens the opportunity's deal and data room. */
export const handler = httpHandler(dealRoomRoutes.openDeal, async (input) => openDeal(actorOf(input), input.params.opportunityId));
