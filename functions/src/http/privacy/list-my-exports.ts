import { privacyRoutes } from '@club/shared';
import { listMyExports } from '../../domain/privacy/exports.js';
import { httpHandler } from '../handler.js';
import { reply } from '../reply.js';

/** GET /api/members/me/exports: the caller's data exports, newest first. */
export const handler = httpHandler(privacyRoutes.listMyExports, async ({ member, query }) => {
  const page = await listMyExports(member, query);
  return reply.page(page.items, page.cursor);
});
