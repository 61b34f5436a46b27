import { setDarshanPlanStatus as route } from '@club/shared/api/darshan';
import { setPlanStatus } from '../plans.js';
import { actorOf } from '../../../platform/http/actor.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/darshan-plans/{planId}/status: club staff confirm or complete a plan (the member is notified). */
export const handler = httpHandler(route, async (input) => setPlanStatus(actorOf(input), input.params.planId, input.body));
