import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-client';

/** GET /api/investor-stats: the summary tiles' real figures. */
export const investorStatsQueryOptions = () => routeQueryOptions('getInvestorStats');
export const useInvestorStats = () => useQuery(investorStatsQueryOptions());
