import { cultureRoutes } from '@club/shared';
import { festivalsForYear } from '../../domain/culture/festivals.js';
import { httpHandler } from '../handler.js';

/** GET /api/festivals?year=YYYY: every festival of the year, in date order. */
export const handler = httpHandler(cultureRoutes.listFestivals, async ({ query }) => festivalsForYear(query.year));
