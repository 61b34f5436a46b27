import { networkRoutes } from '@club/shared';
import { listSecondDegree } from '../../domain/network/graph.js';
import { httpHandler } from '../handler.js';
import { reply } from '../reply.js';

/** GET /api/network/second-degree: members two steps away with exact mutual counts. */
export const handler = httpHandler(networkRoutes.listSecondDegree, async ({ member, query }) => {
  const page = await listSecondDegree(member, query);
  return reply.page(page.items, page.cursor);
});
