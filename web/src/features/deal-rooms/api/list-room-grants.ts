import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-client';

/** GET /api/deals/{dealId}/grants: who the founder shared the room with, live grants first. */
export const roomGrantsQueryOptions = (dealId: string) => routeQueryOptions('listRoomGrants', { params: { dealId } });
export const useRoomGrants = (dealId: string) => useQuery(roomGrantsQueryOptions(dealId));
