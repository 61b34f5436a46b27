import { submitDarshanPlan as route } from '@club/shared/api/darshan';
import { submitPlan } from '../plans.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/darshan-plans/{planId}/submit: to TTD through the concierge team. */
export const handler = httpHandler(route, async ({ member, params }) => submitPlan(member, params.planId));
