import { forumRoutes } from '@club/shared';
import { createPost } from '../posts.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** POST /api/posts: a new discussion in a forum (type defaults to ask). */
export const handler = httpHandler(forumRoutes.createPost, async ({ body, member }) => reply.created(await createPost(member, body)));
