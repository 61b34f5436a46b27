import { accountRoutes } from '@club/shared';
import { visibilityOf } from '../../domain/account/visibility.js';
import { httpHandler } from '../handler.js';

/** GET /api/members/me/visibility: read from the signed-in member, no further read. */
export const handler = httpHandler(accountRoutes.getMyVisibility, async ({ member }) => visibilityOf(member));
