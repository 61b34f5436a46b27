import { listFestivals as route } from '@club/shared/api/culture';
import { servedYear } from '../served-festivals.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/festivals?year=YYYY: every festival of the year, in date order, staff-confirmed dates in place. */
export const handler = httpHandler(route, async ({ query }) => servedYear(query.year));
