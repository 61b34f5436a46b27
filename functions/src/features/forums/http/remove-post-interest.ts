import { removePostInterest as route } from '@club/shared/api/forums';
import { removeInterest } from '../interests.js';
import { httpHandler } from '../../../http-handler.js';

/** DELETE /api/posts/{postId}/interest: withdraw interest (idempotent). */
export const handler = httpHandler(route, async ({ params, member }) => removeInterest(member, params.postId));
