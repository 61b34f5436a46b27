import { darshanRoutes } from '@club/shared';
import { getPlan } from '../../domain/darshan/plans.js';
import { httpHandler } from '../handler.js';

/** GET /api/darshan-plans/{planId}: one of the caller's plans. */
export const handler = httpHandler(darshanRoutes.getDarshanPlan, async ({ member, params }) => getPlan(member, params.planId));
