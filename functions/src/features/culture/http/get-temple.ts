import { getTemple as route } from '@club/shared/api/culture';
import { getTemple } from '../temples.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/temples/{templeId}: one temple. */
export const handler = httpHandler(route, async ({ params }) => getTemple(params.templeId));
