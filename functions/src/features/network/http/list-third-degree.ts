import { listThirdDegree as route } from '@club/shared/api/network';
import { listThirdDegree } from '../graph.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/network/third-degree: members three steps away with their paths. */
export const handler = httpHandler(route, async ({ member, query }) => {
  const page = await listThirdDegree(member, query);
  return reply.page(page.items, page.cursor);
});
