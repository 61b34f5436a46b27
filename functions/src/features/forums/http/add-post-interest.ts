import { forumRoutes } from '@club/shared';
import { addInterest } from '../interests.js';
import { httpHandler } from '../../../http-handler.js';

/** PUT /api/posts/{postId}/interest: mark interest, once per member. */
export const handler = httpHandler(forumRoutes.addPostInterest, async ({ params, member }) => addInterest(member, params.postId));
