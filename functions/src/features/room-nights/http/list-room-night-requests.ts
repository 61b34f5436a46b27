import { roomNightRoutes } from '@club/shared';
import { listRequestsFor } from '../requests.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/room-nights/{roomNightId}/requests: the owner's view. */
export const handler = httpHandler(roomNightRoutes.listRoomNightRequests, async ({ member, params, query }) => {
  const page = await listRequestsFor(member, params.roomNightId, query);
  return reply.page(page.items, page.cursor);
});
