import { listConnections as route } from '@club/shared/api/network';
import { listConnections } from '../graph.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/network/connections: My Network, strongest first. */
export const handler = httpHandler(route, async ({ member, query }) => {
  const page = await listConnections(member, query);
  return reply.page(page.items, page.cursor);
});
