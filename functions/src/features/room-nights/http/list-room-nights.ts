import { roomNightRoutes } from '@club/shared';
import { listRoomNights } from '../room-nights.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/room-nights[?mine=true]: available room nights, or the caller's own. */
export const handler = httpHandler(roomNightRoutes.listRoomNights, async ({ member, query }) => {
  const page = await listRoomNights(member, query);
  return reply.page(page.items, page.cursor);
});
