import { memberRoutes } from '@club/shared';
import { getClubStats } from '../../domain/stats/club-stats.js';
import { httpHandler } from '../handler.js';

/** GET /api/stats: club-wide counts. */
export const handler = httpHandler(memberRoutes.getClubStats, async () => getClubStats());
