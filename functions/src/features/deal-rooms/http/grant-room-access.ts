import { dealRoomRoutes } from '@club/shared';
import { grantRoomAccess } from '../grants.js';
import { actorOf } from '../../../platform/http/actor.js';
import { httpHandler } from '../../../http-handler.js';

/** PUT /api/deals/{dealId}/grants/{memberId}: the founder grants a member access until a day. */
export const handler = httpHandler(dealRoomRoutes.grantRoomAccess, async (input) =>
  grantRoomAccess(actorOf(input), input.params.dealId, input.params.memberId, input.body),
);
