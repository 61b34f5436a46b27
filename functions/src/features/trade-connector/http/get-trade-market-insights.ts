import { tradeConnectorRoutes } from '@club/shared';
import { tradeMarketInsights } from '../insights.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/trade-connector/insights: Market Insights from the counters (one Query). */
export const handler = httpHandler(tradeConnectorRoutes.getTradeMarketInsights, async () => tradeMarketInsights());
