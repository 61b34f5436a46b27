import { dealRoomRoutes } from '@club/shared';
import { declineAccessRequest } from '../../domain/deal-rooms/requests.js';
import { actorOf } from '../actor.js';
import { httpHandler } from '../handler.js';

/** POST /api/deals/{dealId}/access-requests/{memberId}/decline: the founder declines a request. */
export const handler = httpHandler(dealRoomRoutes.declineAccessRequest, async (input) =>
  declineAccessRequest(actorOf(input), input.params.dealId, input.params.memberId),
);
