import { moveDeal as route } from '@club/shared/api/deal-rooms';
import { moveDeal } from '../deals.js';
import { actorOf } from '../../../platform/http/actor.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/deals/{dealId}/status: the founder moves the deal along its pipeline. */
export const handler = httpHandler(route, async (input) => moveDeal(actorOf(input), input.params.dealId, input.body));
