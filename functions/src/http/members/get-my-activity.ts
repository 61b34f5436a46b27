import { memberRoutes } from '@club/shared';
import { getMyActivity } from '../../domain/members/profile.js';
import { httpHandler } from '../handler.js';

/** GET /api/members/me/activity: the caller's own counts. */
export const handler = httpHandler(memberRoutes.getMyActivity, async ({ member }) => getMyActivity(member));
