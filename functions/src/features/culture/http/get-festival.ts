import { cultureRoutes } from '@club/shared';
import { servedFestival } from '../served-festivals.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/festivals/{festivalId}: one festival (a staff-confirmed date in place of the computed one). */
export const handler = httpHandler(cultureRoutes.getFestival, async ({ params }) => servedFestival(params.festivalId));
