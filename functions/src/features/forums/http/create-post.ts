import { createPost as route } from '@club/shared/api/forums';
import { createPost } from '../post-writes.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** POST /api/posts: a new discussion in a forum (type defaults to ask). */
export const handler = httpHandler(route, async ({ body, member }) => reply.created(await createPost(member, body)));
