import { cancelDarshanPlan as route } from '@club/shared/api/darshan';
import { cancelPlan } from '../plans.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/darshan-plans/{planId}/cancel. */
export const handler = httpHandler(route, async ({ member, params }) => cancelPlan(member, params.planId));
