import { networkRoutes } from '@club/shared';
import { deleteTravelPlan } from '../travel.js';
import { httpHandler } from '../../../http-handler.js';

/** DELETE /api/network/travel-plans/{planId}. */
export const handler = httpHandler(networkRoutes.deleteTravelPlan, async ({ member, params }) => deleteTravelPlan(member, params.planId));
