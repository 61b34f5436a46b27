import { getStaffDarshanPlan as route } from '@club/shared/api/staff';
import { getStaffPlan } from '../plan-reads.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/staff/darshan-plans/{planId}: the plan and the member who made it. */
export const handler = httpHandler(route, async ({ params }) => getStaffPlan(params.planId));
