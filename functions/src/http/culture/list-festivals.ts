import { cultureRoutes } from '@club/shared';
import { servedYear } from '../../domain/culture/served-festivals.js';
import { httpHandler } from '../handler.js';

/** GET /api/festivals?year=YYYY: every festival of the year, in date order, staff-confirmed dates in place. */
export const handler = httpHandler(cultureRoutes.listFestivals, async ({ query }) => servedYear(query.year));
