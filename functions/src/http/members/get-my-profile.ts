import { memberRoutes } from '@club/shared';
import { getMyProfile } from '../../domain/members/profile.js';
import { httpHandler } from '../handler.js';

/** GET /api/members/me: the caller's own profile. */
export const handler = httpHandler(memberRoutes.getMyProfile, async ({ member }) => getMyProfile(member));
