import { memberRoutes } from '@club/shared';
import { listMembers } from '../directory.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/members[?q=&badge=&chapter=&verified=]: the directory, newest first. */
export const handler = httpHandler(memberRoutes.listMembers, async ({ query }) => {
  const page = await listMembers(query);
  return reply.page(page.items, page.cursor);
});
