import { getTradeConnectorStats as route } from '@club/shared/api/trade-connector';
import { tradeConnectorStats } from '../insights.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/trade-connector/stats: the connector’s stat cards from the counters (one Query). */
export const handler = httpHandler(route, async () => tradeConnectorStats());
