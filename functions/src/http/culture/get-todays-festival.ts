import { cultureRoutes } from '@club/shared';
import { festivalToday } from '../../domain/culture/festivals.js';
import { httpHandler } from '../handler.js';

/** GET /api/festivals/today: the festival spanning today in India (IST). */
export const handler = httpHandler(cultureRoutes.getTodaysFestival, async () => festivalToday(new Date()));
