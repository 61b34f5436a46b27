import { getInvestorProfile as route } from '@club/shared/api/investors';
import { getOwnProfile } from '../profiles.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/investor-profile: the caller's investor profile, or null. */
export const handler = httpHandler(route, async ({ member }) => getOwnProfile(member));
