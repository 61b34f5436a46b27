import { updateDarshanPlan as route } from '@club/shared/api/darshan';
import { updatePlan } from '../plans.js';
import { httpHandler } from '../../../http-handler.js';

/** PATCH /api/darshan-plans/{planId}: edit while planning. */
export const handler = httpHandler(route, async ({ member, params, body }) => updatePlan(member, params.planId, body));
