import { tradeAssistanceRoutes } from '@club/shared';
import { listMyTradeRequests } from '../../domain/trade-assistance/requests.js';
import { httpHandler } from '../handler.js';
import { reply } from '../reply.js';

/** GET /api/trade-assistance/my-requests: the caller’s requests, newest first. */
export const handler = httpHandler(tradeAssistanceRoutes.listMyTradeRequests, async ({ member, query }) => {
  const page = await listMyTradeRequests(member, query);
  return reply.page(page.items, page.cursor);
});
