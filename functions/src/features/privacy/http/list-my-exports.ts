import { listMyExports as route } from '@club/shared/api/privacy';
import { listMyExports } from '../exports-reads.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/members/me/exports: the caller's data exports, newest first. */
export const handler = httpHandler(route, async ({ member, query }) => {
  const page = await listMyExports(member, query);
  return reply.page(page.items, page.cursor);
});
