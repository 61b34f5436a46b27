import { routes } from '@club/shared';
import { listAvailableRoomNights } from '../../domain/jobs/room-nights.js';
import { httpHandler } from '../handler.js';
import { reply } from '../reply.js';

/** GET /api/room-nights: available room nights newest first (home feed, darshan panel). */
export const handler = httpHandler(routes.listRoomNights, async ({ query }) => {
  const page = await listAvailableRoomNights(query);
  return reply.page(page.items, page.cursor);
});
