import { accountRoutes } from '@club/shared';
import { visibilityOf } from '../visibility.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/members/me/visibility: read from the signed-in member, no further read. */
export const handler = httpHandler(accountRoutes.getMyVisibility, async ({ member }) => visibilityOf(member));
