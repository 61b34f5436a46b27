import { privacyRoutes } from '@club/shared';
import { listMyExports } from '../exports.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/members/me/exports: the caller's data exports, newest first. */
export const handler = httpHandler(privacyRoutes.listMyExports, async ({ member, query }) => {
  const page = await listMyExports(member, query);
  return reply.page(page.items, page.cursor);
});
