import { investorRoutes } from '@club/shared';
import { investorStats } from '../stats.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/investor-stats: the summary tiles. */
export const handler = httpHandler(investorRoutes.getInvestorStats, async ({ member }) => investorStats(member));
