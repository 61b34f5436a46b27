import { setMessagingSuspended as route } from '@club/shared/api/messages';
import { setMessagingSuspended } from '../reports.js';
import { actorOf } from '../../../platform/http/actor.js';
import { httpHandler } from '../../../http-handler.js';

/** PUT /api/staff/members/{memberId}/messaging: suspend the member from sending messages, or lift it (audited). */
export const handler = httpHandler(route, async (input) => setMessagingSuspended(actorOf(input), input.params.memberId, input.body.suspended));
