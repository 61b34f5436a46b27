import { dealRoomRoutes } from '@club/shared';
import { openDeal } from '../../domain/deal-rooms/deals.js';
import { actorOf } from '../actor.js';
import { httpHandler } from '../handler.js';

/** POST /api/investment-opportunities/{opportunityId}/deal: the founder opens the opportunity's deal and data room. */
export const handler = httpHandler(dealRoomRoutes.openDeal, async (input) => openDeal(actorOf(input), input.params.opportunityId));
