import { listFestivalDates as route } from '@club/shared/api/culture';
import { listFestivalDates } from '../confirmed-date-reads.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/staff/festival-dates?year= (staff): the year's festivals as served and the recorded dates. */
export const handler = httpHandler(route, async ({ query }) => listFestivalDates(query.year));
