import { dealRoomRoutes } from '@club/shared';
import { moveDeal } from '../deals.js';
import { actorOf } from '../../../platform/http/actor.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/deals/{dealId}/status: the founder moves the deal along its pipeline. */
export const handler = httpHandler(dealRoomRoutes.moveDeal, async (input) => moveDeal(actorOf(input), input.params.dealId, input.body));
