import { getGettingStarted as route } from '@club/shared/api/getting-started';
import { gettingStarted } from '../checklist.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/members/me/getting-started: the caller's first-visit checklist and greeting. */
export const handler = httpHandler(route, async ({ member }) => gettingStarted(member));
