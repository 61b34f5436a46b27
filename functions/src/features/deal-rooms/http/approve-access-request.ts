import { approveAccessRequest as route } from '@club/shared/api/deal-rooms';
import { approveAccessRequest } from '../requests.js';
import { actorOf } from '../../../platform/http/actor.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/deals/{dealId}/access-requests/{memberId}/approve: the founder approves a request with a grant. */
export const handler = httpHandler(route, async (input) => approveAccessRequest(actorOf(input), input.params.dealId, input.params.memberId, input.body));
