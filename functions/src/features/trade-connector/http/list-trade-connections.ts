import { listTradeConnections as route } from '@club/shared/api/trade-connector';
import { listTradeConnections } from '../connections.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/trade-connections: My Connections, newest first. */
export const handler = httpHandler(route, async ({ member, query }) => {
  const page = await listTradeConnections(member, query);
  return reply.page(page.items, page.cursor);
});
