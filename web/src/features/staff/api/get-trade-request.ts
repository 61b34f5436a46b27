import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-client';

/** GET /api/trade-assistance/{id}: any request for staff, with the member's name, the answer and the history. */
export const tradeRequestQueryOptions = (requestId: string) => routeQueryOptions('getTradeRequest', { params: { requestId } });
export const useTradeRequest = (requestId: string) => useQuery(tradeRequestQueryOptions(requestId));
