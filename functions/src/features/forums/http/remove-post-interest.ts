import { forumRoutes } from '@club/shared';
import { removeInterest } from '../interests.js';
import { httpHandler } from '../../../http-handler.js';

/** DELETE /api/posts/{postId}/interest: withdraw interest (idempotent). */
export const handler = httpHandler(forumRoutes.removePostInterest, async ({ params, member }) => removeInterest(member, params.postId));
