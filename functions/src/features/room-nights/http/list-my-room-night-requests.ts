import { roomNightRoutes } from '@club/shared';
import { listMyRequests } from '../requests.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/room-night-requests: the caller's own requests. */
export const handler = httpHandler(roomNightRoutes.listMyRoomNightRequests, async ({ member, query }) => {
  const page = await listMyRequests(member, query);
  return reply.page(page.items, page.cursor);
});
