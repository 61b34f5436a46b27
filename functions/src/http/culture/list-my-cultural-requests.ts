import { cultureRoutes } from '@club/shared';
import { listMyRequests } from '../../domain/culture/requests.js';
import { httpHandler } from '../handler.js';
import { reply } from '../reply.js';

/** GET /api/cultural-requests/my: the caller's requests, newest first. */
export const handler = httpHandler(cultureRoutes.listMyCulturalRequests, async ({ member, query }) => {
  const page = await listMyRequests(member, query);
  return reply.page(page.items, page.cursor);
});
