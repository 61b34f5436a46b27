import { getTradeMarketInsights as route } from '@club/shared/api/trade-connector';
import { tradeMarketInsights } from '../insights.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/trade-connector/insights: Market Insights from the counters (one Query). */
export const handler = httpHandler(route, async () => tradeMarketInsights());
