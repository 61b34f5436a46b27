import { networkRoutes } from '@club/shared';
import { createTravelPlan } from '../travel.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** POST /api/network/travel-plans: add a trip or home location. */
export const handler = httpHandler(networkRoutes.createTravelPlan, async ({ body, member }) => reply.created(await createTravelPlan(member, body)));
