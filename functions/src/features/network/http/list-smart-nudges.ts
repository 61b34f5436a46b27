import { listSmartNudges as route } from '@club/shared/api/network';
import { listNudges } from '../nudges.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/smart-nudges: active nudges, highest priority first. */
export const handler = httpHandler(route, async ({ member, query }) => {
  const page = await listNudges(member, query);
  return reply.page(page.items, page.cursor);
});
