import { getClubStats as route } from '@club/shared/api/members';
import { getClubStats } from '../../stats/index.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/stats: club-wide counts. */
export const handler = httpHandler(route, async () => getClubStats());
