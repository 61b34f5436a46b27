import { listSecondDegree as route } from '@club/shared/api/network';
import { listSecondDegree } from '../graph.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/network/second-degree: members two steps away with exact mutual counts. */
export const handler = httpHandler(route, async ({ member, query }) => {
  const page = await listSecondDegree(member, query);
  return reply.page(page.items, page.cursor);
});
