import { createPostReply as route } from '@club/shared/api/forums';
import { createReply } from '../reply-writes.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** POST /api/posts/{postId}/replies: a reply; the post's replyCount stays exact. */
export const handler = httpHandler(route, async ({ params, body, member }) => reply.created(await createReply(member, params.postId, body.body)));
