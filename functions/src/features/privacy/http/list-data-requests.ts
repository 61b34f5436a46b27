import { privacyRoutes } from '@club/shared';
import { listDataRequests } from '../queue.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/staff/data-requests: staff read members' export and erasure requests, soonest due first. */
export const handler = httpHandler(privacyRoutes.listDataRequests, async ({ query }) => {
  const page = await listDataRequests(query);
  return reply.page(page.items, page.cursor);
});
