import { forumRoutes } from '@club/shared';
import { listReplies } from '../../domain/forums/replies.js';
import { httpHandler } from '../handler.js';
import { reply } from '../reply.js';

/** GET /api/posts/{postId}/replies: replies oldest first. */
export const handler = httpHandler(forumRoutes.listPostReplies, async ({ params, query }) => {
  const page = await listReplies(params.postId, query);
  return reply.page(page.items, page.cursor);
});
