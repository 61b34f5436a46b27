import { listSavedItems as route } from '@club/shared/api/saved';
import { listSavedItems } from '../saved.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/saved-items[?kind=post|job]: the caller's saved posts or jobs. */
export const handler = httpHandler(route, async ({ member, query }) => {
  const page = await listSavedItems(member, query);
  return reply.page(page.items, page.cursor);
});
