import { routes } from '@club/shared';
import { removeInterest } from '../../domain/forums/interests.js';
import { httpHandler } from '../handler.js';

/** DELETE /api/posts/{postId}/interest: withdraw interest (idempotent). */
export const handler = httpHandler(routes.removePostInterest, async ({ params, member }) => removeInterest(member, params.postId));
