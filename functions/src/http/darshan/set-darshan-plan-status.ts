import { darshanRoutes } from '@club/shared';
import { setPlanStatus } from '../../domain/darshan/plans.js';
import { httpHandler } from '../handler.js';

/** POST /api/darshan-plans/{planId}/status: club staff confirm or complete a plan. */
export const handler = httpHandler(darshanRoutes.setDarshanPlanStatus, async ({ member, params, body }) => setPlanStatus(member, params.planId, body));
