import { investorRoutes } from '@club/shared';
import { getOwnProfile } from '../profiles.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/investor-profile: the caller's investor profile, or null. */
export const handler = httpHandler(investorRoutes.getInvestorProfile, async ({ member }) => getOwnProfile(member));
