import { networkRoutes } from '@club/shared';
import { listRequests } from '../../domain/network/connections.js';
import { httpHandler } from '../handler.js';
import { reply } from '../reply.js';

/** GET /api/network/connection-requests/outgoing: the caller’s waiting requests. */
export const handler = httpHandler(networkRoutes.listOutgoingRequests, async ({ member, query }) => {
  const page = await listRequests(member, 'outgoing', query);
  return reply.page(page.items, page.cursor);
});
