import { listPosts as route } from '@club/shared/api/forums';
import { listPosts } from '../posts.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/posts[?topic=|forumId=|author=me]: posts newest first with their authors. */
export const handler = httpHandler(route, async ({ query, member }) => {
  const page = await listPosts(member, query);
  return reply.page(page.items, page.cursor);
});
