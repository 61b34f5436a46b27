import { getInvestorStats as route } from '@club/shared/api/investors';
import { investorStats } from '../stats.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/investor-stats: the summary tiles. */
export const handler = httpHandler(route, async ({ member }) => investorStats(member));
