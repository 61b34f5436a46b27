import { staffRoutes } from '@club/shared';
import { getStaffPlan } from '../../domain/darshan/plans.js';
import { httpHandler } from '../handler.js';

/** GET /api/staff/darshan-plans/{planId}: the plan and the member who made it. */
export const handler = httpHandler(staffRoutes.getStaffDarshanPlan, async ({ params }) => getStaffPlan(params.planId));
