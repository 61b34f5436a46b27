import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-client';

/** GET /api/festivals/today: the festival spanning today in India (IST), or null. */
export const todaysFestivalQueryOptions = () => routeQueryOptions('getTodaysFestival');
export const useTodaysFestival = () => useQuery(todaysFestivalQueryOptions());
