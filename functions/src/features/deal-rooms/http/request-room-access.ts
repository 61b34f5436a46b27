import { requestRoomAccess as route } from '@club/shared/api/deal-rooms';
import { requestRoomAccess } from '../requests.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/deals/{dealId}/access-requests: a member asks the founder for access. */
export const handler = httpHandler(route, async ({ member, params, body }) => requestRoomAccess(member, params.dealId, body));
