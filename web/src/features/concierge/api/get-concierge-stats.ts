import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-client';

/** GET /api/concierge-stats: the measured average first-response time (null until enough tickets were answered). */
export const conciergeStatsQueryOptions = () => routeQueryOptions('getConciergeStats');
export const useConciergeStats = () => useQuery(conciergeStatsQueryOptions());
