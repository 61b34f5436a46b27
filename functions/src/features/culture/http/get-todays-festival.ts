import { getTodaysFestival as route } from '@club/shared/api/culture';
import { servedToday } from '../served-festivals.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/festivals/today: the festival spanning today in India (IST), staff-confirmed dates in place. */
export const handler = httpHandler(route, async () => servedToday(new Date()));
