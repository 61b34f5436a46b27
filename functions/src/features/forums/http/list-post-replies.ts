import { listPostReplies as route } from '@club/shared/api/forums';
import { listReplies } from '../replies.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/posts/{postId}/replies: replies oldest first. */
export const handler = httpHandler(route, async ({ params, query }) => {
  const page = await listReplies(params.postId, query);
  return reply.page(page.items, page.cursor);
});
