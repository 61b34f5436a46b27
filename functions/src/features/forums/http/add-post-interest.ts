import { addPostInterest as route } from '@club/shared/api/forums';
import { addInterest } from '../interests.js';
import { httpHandler } from '../../../http-handler.js';

/** PUT /api/posts/{postId}/interest: mark interest, once per member. */
export const handler = httpHandler(route, async ({ params, member }) => addInterest(member, params.postId));
