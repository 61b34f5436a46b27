import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-client';

/** GET /api/deals/{dealId}/analytics: who opened what, pages read, total time, last visit (the founder). */
export const roomAnalyticsQueryOptions = (dealId: string) => routeQueryOptions('getRoomAnalytics', { params: { dealId } });
export const useRoomAnalytics = (dealId: string) => useQuery(roomAnalyticsQueryOptions(dealId));
