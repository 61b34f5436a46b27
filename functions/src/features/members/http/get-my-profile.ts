import { memberRoutes } from '@club/shared';
import { getMyProfile } from '../profile.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/members/me: the caller's own profile. */
export const handler = httpHandler(memberRoutes.getMyProfile, async ({ member }) => getMyProfile(member));
