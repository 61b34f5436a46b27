import { darshanRoutes } from '@club/shared';
import { updatePlan } from '../../domain/darshan/plans.js';
import { httpHandler } from '../handler.js';

/** PATCH /api/darshan-plans/{planId}: edit while planning. */
export const handler = httpHandler(darshanRoutes.updateDarshanPlan, async ({ member, params, body }) => updatePlan(member, params.planId, body));
