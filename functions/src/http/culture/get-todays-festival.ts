import { cultureRoutes } from '@club/shared';
import { servedToday } from '../../domain/culture/served-festivals.js';
import { httpHandler } from '../handler.js';

/** GET /api/festivals/today: the festival spanning today in India (IST), staff-confirmed dates in place. */
export const handler = httpHandler(cultureRoutes.getTodaysFestival, async () => servedToday(new Date()));
