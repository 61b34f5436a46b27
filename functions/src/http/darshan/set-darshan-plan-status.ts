import { darshanRoutes } from '@club/shared';
import { setPlanStatus } from '../../domain/darshan/plans.js';
import { actorOf } from '../actor.js';
import { httpHandler } from '../handler.js';

/** POST /api/darshan-plans/{planId}/status: club staff confirm or complete a plan (the member is notified). */
export const handler = httpHandler(darshanRoutes.setDarshanPlanStatus, async (input) => setPlanStatus(actorOf(input), input.params.planId, input.body));
