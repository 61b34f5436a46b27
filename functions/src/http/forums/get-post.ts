import { forumRoutes } from '@club/shared';
import { getPost } from '../../domain/forums/posts.js';
import { httpHandler } from '../handler.js';

/** GET /api/posts/{postId}: the whole post and whether the caller is interested. */
export const handler = httpHandler(forumRoutes.getPost, async ({ params, member }) => getPost(member, params.postId));
