import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-client';

/**
 * POST …/files/{fileId}/view: opens a file (logged) and answers a URL that
 * lives seconds. Read as a query so the viewer asks once per visit and can
 * ask again (`refetch`) when the URL runs out before the document loaded.
 */
export const roomViewQueryOptions = (dealId: string, fileId: string) => ({
  ...routeQueryOptions('viewRoomFile', { params: { dealId, fileId } }),
  // Each visit opens the file anew: a cached URL may have expired, and every view is logged.
  gcTime: 0,
});
export const useRoomView = (dealId: string, fileId: string) => useQuery(roomViewQueryOptions(dealId, fileId));
