import { getDarshanPlan as route } from '@club/shared/api/darshan';
import { getPlan } from '../plan-reads.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/darshan-plans/{planId}: one of the caller's plans. */
export const handler = httpHandler(route, async ({ member, params }) => getPlan(member, params.planId));
