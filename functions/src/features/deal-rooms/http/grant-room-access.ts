import { grantRoomAccess as route } from '@club/shared/api/deal-rooms';
import { grantRoomAccess } from '../grants.js';
import { actorOf } from '../../../platform/http/actor.js';
import { httpHandler } from '../../../http-handler.js';

/** PUT /api/deals/{dealId}/grants/{memberId}: the founder grants a member access until a day. */
export const handler = httpHandler(route, async (input) => grantRoomAccess(actorOf(input), input.params.dealId, input.params.memberId, input.body));
