import { createTravelPlan as route } from '@club/shared/api/network';
import { createTravelPlan } from '../travel-writes.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** POST /api/network/travel-plans: add a trip or home location. */
export const handler = httpHandler(route, async ({ body, member }) => reply.created(await createTravelPlan(member, body)));
