import { tradeConnectorRoutes } from '@club/shared';
import { listTradeConnections } from '../connections.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/trade-connections: My Connections, newest first. */
export const handler = httpHandler(tradeConnectorRoutes.listTradeConnections, async ({ member, query }) => {
  const page = await listTradeConnections(member, query);
  return reply.page(page.items, page.cursor);
});
