import { privacyRoutes } from '@club/shared';
import { listDataRequests } from '../../domain/privacy/queue.js';
import { httpHandler } from '../handler.js';
import { reply } from '../reply.js';

/** GET /api/staff/data-requests: staff read members' export and erasure requests, soonest due first. */
export const handler = httpHandler(privacyRoutes.listDataRequests, async ({ query }) => {
  const page = await listDataRequests(query);
  return reply.page(page.items, page.cursor);
});
