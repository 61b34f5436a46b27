import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-client';

/** GET /api/investor-matches/{matchId}: View Details. */
export const matchQueryOptions = (matchId: string) => routeQueryOptions('getInvestorMatch', { params: { matchId } });
export const useMatch = (matchId: string) => useQuery(matchQueryOptions(matchId));
