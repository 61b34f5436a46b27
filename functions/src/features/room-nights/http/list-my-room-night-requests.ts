import { listMyRoomNightRequests as route } from '@club/shared/api/room-nights';
import { listMyRequests } from '../request-reads.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/room-night-requests: the caller's own requests. */
export const handler = httpHandler(route, async ({ member, query }) => {
  const page = await listMyRequests(member, query);
  return reply.page(page.items, page.cursor);
});
