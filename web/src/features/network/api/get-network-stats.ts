import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-client';

/** GET /api/network/stats: the four stat cards and the pending counts (incoming requests, introductions awaiting the member). */
export const networkStatsQueryOptions = () => routeQueryOptions('getNetworkStats');
export const useNetworkStats = () => useQuery(networkStatsQueryOptions());
