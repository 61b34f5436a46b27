import { cultureRoutes } from '@club/shared';
import { listFestivalDates } from '../confirmed-dates.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/staff/festival-dates?year= (staff): the year's festivals as served and the recorded dates. */
export const handler = httpHandler(cultureRoutes.listFestivalDates, async ({ query }) => listFestivalDates(query.year));
