import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-client';

/** GET /api/network/graph: the member, direct connections and the top 2nd degree members with their ties (Graph view). */
export const egoGraphQueryOptions = () => routeQueryOptions('getEgoGraph');
export const useEgoGraph = () => useQuery(egoGraphQueryOptions());
