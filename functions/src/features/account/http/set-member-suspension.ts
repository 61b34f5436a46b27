import { setMemberSuspension as route } from '@club/shared/api/account';
import { suspendOrReinstate } from '../suspension.js';
import { actorOf } from '../../../platform/http/actor.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/admin/members/{memberId}/suspension: admins suspend a member or reinstate them (audited). */
export const handler = httpHandler(route, async (input) => suspendOrReinstate(actorOf(input), input.params.memberId, input.body.suspended));
