import { darshanRoutes } from '@club/shared';
import { createPlan } from '../../domain/darshan/plans.js';
import { httpHandler } from '../handler.js';
import { reply } from '../reply.js';

/** POST /api/darshan-plans: a new plan in planning. */
export const handler = httpHandler(darshanRoutes.createDarshanPlan, async ({ member, body }) => reply.created(await createPlan(member, body)));
