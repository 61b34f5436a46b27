import { listMembers as route } from '@club/shared/api/members';
import { listMembers } from '../directory.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/members[?q=&badge=&chapter=&verified=]: the directory, newest first. */
export const handler = httpHandler(route, async ({ query }) => {
  const page = await listMembers(query);
  return reply.page(page.items, page.cursor);
});
