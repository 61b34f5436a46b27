import { getPost as route } from '@club/shared/api/forums';
import { getPost } from '../posts.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/posts/{postId}: the whole post and whether the caller is interested. */
export const handler = httpHandler(route, async ({ params, member }) => getPost(member, params.postId));
