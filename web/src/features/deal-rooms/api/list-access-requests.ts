import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-client';

/** GET /api/deals/{dealId}/access-requests: requests to the founder's room, pending first. */
export const accessRequestsQueryOptions = (dealId: string) => routeQueryOptions('listAccessRequests', { params: { dealId } });
export const useAccessRequests = (dealId: string) => useQuery(accessRequestsQueryOptions(dealId));
