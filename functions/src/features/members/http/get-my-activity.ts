import { memberRoutes } from '@club/shared';
import { getMyActivity } from '../profile.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/members/me/activity: the caller's own counts. */
export const handler = httpHandler(memberRoutes.getMyActivity, async ({ member }) => getMyActivity(member));
