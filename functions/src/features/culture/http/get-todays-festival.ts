import { cultureRoutes } from '@club/shared';
import { servedToday } from '../served-festivals.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/festivals/today: the festival spanning today in India (IST), staff-confirmed dates in place. */
export const handler = httpHandler(cultureRoutes.getTodaysFestival, async () => servedToday(new Date()));
