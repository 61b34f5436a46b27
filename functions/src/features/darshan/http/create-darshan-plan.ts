import { createDarshanPlan as route } from '@club/shared/api/darshan';
import { createPlan } from '../plans.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** POST /api/darshan-plans: a new plan in planning. */
export const handler = httpHandler(route, async ({ member, body }) => reply.created(await createPlan(member, body)));
