import { networkRoutes } from '@club/shared';
import { listSecondDegree } from '../graph.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/network/second-degree: members two steps away with exact mutual counts. */
export const handler = httpHandler(networkRoutes.listSecondDegree, async ({ member, query }) => {
  const page = await listSecondDegree(member, query);
  return reply.page(page.items, page.cursor);
});
