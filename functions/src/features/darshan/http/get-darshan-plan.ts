import { darshanRoutes } from '@club/shared';
import { getPlan } from '../plans.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/darshan-plans/{planId}: one of the caller's plans. */
export const handler = httpHandler(darshanRoutes.getDarshanPlan, async ({ member, params }) => getPlan(member, params.planId));
