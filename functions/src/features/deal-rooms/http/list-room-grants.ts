import { dealRoomRoutes } from '@club/shared';
import { listRoomGrants } from '../grants.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/deals/{dealId}/grants: who the founder shared the room with. */
export const handler = httpHandler(dealRoomRoutes.listRoomGrants, async ({ member, params }) => listRoomGrants(member, params.dealId));
