import { forumRoutes } from '@club/shared';
import { getPost } from '../posts.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/posts/{postId}: the whole post and whether the caller is interested. */
export const handler = httpHandler(forumRoutes.getPost, async ({ params, member }) => getPost(member, params.postId));
