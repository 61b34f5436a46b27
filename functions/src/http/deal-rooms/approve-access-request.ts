import { dealRoomRoutes } from '@club/shared';
import { approveAccessRequest } from '../../domain/deal-rooms/requests.js';
import { actorOf } from '../actor.js';
import { httpHandler } from '../handler.js';

/** POST /api/deals/{dealId}/access-requests/{memberId}/approve: the founder approves a request with a grant. */
export const handler = httpHandler(dealRoomRoutes.approveAccessRequest, async (input) =>
  approveAccessRequest(actorOf(input), input.params.dealId, input.params.memberId, input.body),
);
