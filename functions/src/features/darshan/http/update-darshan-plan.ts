import { darshanRoutes } from '@club/shared';
import { updatePlan } from '../plans.js';
import { httpHandler } from '../../../http-handler.js';

/** PATCH /api/darshan-plans/{planId}: edit while planning. */
export const handler = httpHandler(darshanRoutes.updateDarshanPlan, async ({ member, params, body }) => updatePlan(member, params.planId, body));
