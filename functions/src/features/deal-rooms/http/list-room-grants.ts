import { listRoomGrants as route } from '@club/shared/api/deal-rooms';
import { listRoomGrants } from '../grants-reads.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/deals/{dealId}/grants: who the founder shared the room with. */
export const handler = httpHandler(route, async ({ member, params }) => listRoomGrants(member, params.dealId));
