import { getFestival as route } from '@club/shared/api/culture';
import { servedFestival } from '../served-festivals.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/festivals/{festivalId}: one festival (a staff-confirmed date in place of the computed one). */
export const handler = httpHandler(route, async ({ params }) => servedFestival(params.festivalId));
