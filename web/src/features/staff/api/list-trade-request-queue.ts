import type { TradeRequestStatus } from '@club/shared';
import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** GET /api/trade-assistance/queue?status=: trade requests of one status, oldest first. */
export const tradeQueueQueryOptions = (status: TradeRequestStatus) => listQueryOptions('listTradeRequestQueue', { query: { status } });
export const useTradeRequestQueue = (status: TradeRequestStatus) => usePagedList(tradeQueueQueryOptions(status));
