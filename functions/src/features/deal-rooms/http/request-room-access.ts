import { dealRoomRoutes } from '@club/shared';
import { requestRoomAccess } from '../requests.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/deals/{dealId}/access-requests: a member asks the founder for access. */
export const handler = httpHandler(dealRoomRoutes.requestRoomAccess, async ({ member, params, body }) => requestRoomAccess(member, params.dealId, body));
