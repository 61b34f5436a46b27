import { listMessageThreads as route } from '@club/shared/api/messages';
import { listThreads } from '../threads-reads.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/messages/threads: the caller's threads in a view, newest activity first. */
export const handler = httpHandler(route, async ({ member, query }) => {
  const page = await listThreads(member, query.view, query);
  return reply.page(page.items, page.cursor);
});
