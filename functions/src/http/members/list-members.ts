import { memberRoutes } from '@club/shared';
import { listMembers } from '../../domain/members/directory.js';
import { httpHandler } from '../handler.js';
import { reply } from '../reply.js';

/** GET /api/members[?q=&badge=&chapter=&verified=]: the directory, newest first. */
export const handler = httpHandler(memberRoutes.listMembers, async ({ query }) => {
  const page = await listMembers(query);
  return reply.page(page.items, page.cursor);
});
