import { listAccessLog as route } from '@club/shared/api/deal-rooms';
import { listAccessLog } from '../analytics.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/deals/{dealId}/access-log: the room's log, newest first (the founder). */
export const handler = httpHandler(route, async ({ member, params, query }) => {
  const page = await listAccessLog(member, params.dealId, query);
  return reply.page(page.items, page.cursor);
});
