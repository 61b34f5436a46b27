import { listMyTradeRequests as route } from '@club/shared/api/trade-assistance';
import { listMyTradeRequests } from '../requests.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/trade-assistance/my-requests: the caller’s requests, newest first. */
export const handler = httpHandler(route, async ({ member, query }) => {
  const page = await listMyTradeRequests(member, query);
  return reply.page(page.items, page.cursor);
});
