import { darshanRoutes } from '@club/shared';
import { createPlan } from '../plans.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** POST /api/darshan-plans: a new plan in planning. */
export const handler = httpHandler(darshanRoutes.createDarshanPlan, async ({ member, body }) => reply.created(await createPlan(member, body)));
