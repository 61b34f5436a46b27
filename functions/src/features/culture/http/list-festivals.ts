import { cultureRoutes } from '@club/shared';
import { servedYear } from '../served-festivals.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/festivals?year=YYYY: every festival of the year, in date order, staff-confirmed dates in place. */
export const handler = httpHandler(cultureRoutes.listFestivals, async ({ query }) => servedYear(query.year));
