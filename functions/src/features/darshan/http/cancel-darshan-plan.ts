import { darshanRoutes } from '@club/shared';
import { cancelPlan } from '../plans.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/darshan-plans/{planId}/cancel. */
export const handler = httpHandler(darshanRoutes.cancelDarshanPlan, async ({ member, params }) => cancelPlan(member, params.planId));
