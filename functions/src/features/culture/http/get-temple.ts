import { cultureRoutes } from '@club/shared';
import { getTemple } from '../temples.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/temples/{templeId}: one temple. */
export const handler = httpHandler(cultureRoutes.getTemple, async ({ params }) => getTemple(params.templeId));
