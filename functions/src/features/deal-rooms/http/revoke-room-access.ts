import { revokeRoomAccess as route } from '@club/shared/api/deal-rooms';
import { revokeRoomAccess } from '../grants.js';
import { actorOf } from '../../../platform/http/actor.js';
import { httpHandler } from '../../../http-handler.js';

/** DELETE /api/deals/{dealId}/grants/{memberId}: the founder revokes a grant. */
export const handler = httpHandler(route, async (input) => revokeRoomAccess(actorOf(input), input.params.dealId, input.params.memberId));
