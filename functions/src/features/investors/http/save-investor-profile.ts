import { saveInvestorProfile as route } from '@club/shared/api/investors';
import { saveProfile } from '../profiles-writes.js';
import { httpHandler } from '../../../http-handler.js';

/** PUT /api/investor-profile: set up or edit the caller's investor profile. */
export const handler = httpHandler(route, async ({ body, member }) => saveProfile(member, body));
