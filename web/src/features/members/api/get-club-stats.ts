import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-client';

/** GET /api/stats: club-wide counts (directory statistics, market overview, job market). */
export const clubStatsQueryOptions = () => routeQueryOptions('getClubStats');
export const useClubStats = () => useQuery(clubStatsQueryOptions());
