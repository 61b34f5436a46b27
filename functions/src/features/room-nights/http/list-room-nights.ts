import { listRoomNights as route } from '@club/shared/api/room-nights';
import { listRoomNights } from '../room-nights.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/room-nights[?mine=true]: available room nights, or the caller's own. */
export const handler = httpHandler(route, async ({ member, query }) => {
  const page = await listRoomNights(member, query);
  return reply.page(page.items, page.cursor);
});
