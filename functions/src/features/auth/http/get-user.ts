import { getAuthUser as route } from '@club/shared/api/auth';
import { toCurrentUser } from '../../members/index.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/auth/user: the signed-in member (the wrapper answers 401 without a session). */
export const handler = httpHandler(route, async ({ member }) => toCurrentUser(member));
