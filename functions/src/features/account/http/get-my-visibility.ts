import { getMyVisibility as route } from '@club/shared/api/account';
import { visibilityOf } from '../visibility.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/members/me/visibility: read from the signed-in member, no further read. */
export const handler = httpHandler(route, async ({ member }) => visibilityOf(member));
