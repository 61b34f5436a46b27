import { getMyProfile as route } from '@club/shared/api/members';
import { getMyProfile } from '../profile.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/members/me: the caller's own profile. */
export const handler = httpHandler(route, async ({ member }) => getMyProfile(member));
