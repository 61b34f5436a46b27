import { listDataRequests as route } from '@club/shared/api/privacy';
import { listDataRequests } from '../queue.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/staff/data-requests: staff read members' export and erasure requests, soonest due first. */
export const handler = httpHandler(route, async ({ query }) => {
  const page = await listDataRequests(query);
  return reply.page(page.items, page.cursor);
});
