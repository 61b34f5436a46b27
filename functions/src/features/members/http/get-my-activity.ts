import { getMyActivity as route } from '@club/shared/api/members';
import { getMyActivity } from '../profile.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/members/me/activity: the caller's own counts. */
export const handler = httpHandler(route, async ({ member }) => getMyActivity(member));
