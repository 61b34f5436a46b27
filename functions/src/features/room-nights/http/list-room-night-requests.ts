import { listRoomNightRequests as route } from '@club/shared/api/room-nights';
import { listRequestsFor } from '../request-reads.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/room-nights/{roomNightId}/requests: the owner's view. */
export const handler = httpHandler(route, async ({ member, params, query }) => {
  const page = await listRequestsFor(member, params.roomNightId, query);
  return reply.page(page.items, page.cursor);
});
