import { forumRoutes } from '@club/shared';
import { removeInterest } from '../../domain/forums/interests.js';
import { httpHandler } from '../handler.js';

/** DELETE /api/posts/{postId}/interest: withdraw interest (idempotent). */
export const handler = httpHandler(forumRoutes.removePostInterest, async ({ params, member }) => removeInterest(member, params.postId));
