import { roomNightRoutes } from '@club/shared';
import { listRoomNights } from '../../domain/room-nights/room-nights.js';
import { httpHandler } from '../handler.js';
import { reply } from '../reply.js';

/** GET /api/room-nights[?mine=true]: available room nights, or the caller's own. */
export const handler = httpHandler(roomNightRoutes.listRoomNights, async ({ member, query }) => {
  const page = await listRoomNights(member, query);
  return reply.page(page.items, page.cursor);
});
