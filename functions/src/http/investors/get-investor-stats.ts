import { investorRoutes } from '@club/shared';
import { investorStats } from '../../domain/investors/stats.js';
import { httpHandler } from '../handler.js';

/** GET /api/investor-stats: the summary tiles. */
export const handler = httpHandler(investorRoutes.getInvestorStats, async ({ member }) => investorStats(member));
