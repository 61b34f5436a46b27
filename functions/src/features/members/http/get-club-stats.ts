import { memberRoutes } from '@club/shared';
import { getClubStats } from '../../stats/index.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/stats: club-wide counts. */
export const handler = httpHandler(memberRoutes.getClubStats, async () => getClubStats());
