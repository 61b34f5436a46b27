import { darshanRoutes } from '@club/shared';
import { cancelPlan } from '../../domain/darshan/plans.js';
import { httpHandler } from '../handler.js';

/** POST /api/darshan-plans/{planId}/cancel. */
export const handler = httpHandler(darshanRoutes.cancelDarshanPlan, async ({ member, params }) => cancelPlan(member, params.planId));
