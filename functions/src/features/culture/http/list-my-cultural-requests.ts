import { listMyCulturalRequests as route } from '@club/shared/api/culture';
import { listMyRequests } from '../requests.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/cultural-requests/my: the caller's requests, newest first. */
export const handler = httpHandler(route, async ({ member, query }) => {
  const page = await listMyRequests(member, query);
  return reply.page(page.items, page.cursor);
});
