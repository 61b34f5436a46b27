import { declineAccessRequest as route } from '@club/shared/api/deal-rooms';
import { declineAccessRequest } from '../requests.js';
import { actorOf } from '../../../platform/http/actor.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/deals/{dealId}/access-requests/{memberId}/decline: the founder declines a request. */
export const handler = httpHandler(route, async (input) => declineAccessRequest(actorOf(input), input.params.dealId, input.params.memberId));
