import { staffRoutes } from '@club/shared';
import { getStaffPlan } from '../plans.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/staff/darshan-plans/{planId}: the plan and the member who made it. */
export const handler = httpHandler(staffRoutes.getStaffDarshanPlan, async ({ params }) => getStaffPlan(params.planId));
