import { listOutgoingRequests as route } from '@club/shared/api/network';
import { listRequests } from '../connection-reads.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/network/connection-requests/outgoing: the caller’s waiting requests. */
export const handler = httpHandler(route, async ({ member, query }) => {
  const page = await listRequests(member, 'outgoing', query);
  return reply.page(page.items, page.cursor);
});
