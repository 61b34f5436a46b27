import { dealRoomRoutes } from '@club/shared';
import { moveDeal } from '../../domain/deal-rooms/deals.js';
import { actorOf } from '../actor.js';
import { httpHandler } from '../handler.js';

/** POST /api/deals/{dealId}/status: the founder moves the deal along its pipeline. */
export const handler = httpHandler(dealRoomRoutes.moveDeal, async (input) => moveDeal(actorOf(input), input.params.dealId, input.body));
