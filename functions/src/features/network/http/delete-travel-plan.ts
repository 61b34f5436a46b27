import { deleteTravelPlan as route } from '@club/shared/api/network';
import { deleteTravelPlan } from '../travel-writes.js';
import { httpHandler } from '../../../http-handler.js';

/** DELETE /api/network/travel-plans/{planId}. */
export const handler = httpHandler(route, async ({ member, params }) => deleteTravelPlan(member, params.planId));
