import { tradeConnectorRoutes } from '@club/shared';
import { tradeMarketInsights } from '../../domain/trade-connector/insights.js';
import { httpHandler } from '../handler.js';

/** GET /api/trade-connector/insights: Market Insights from the counters (one Query). */
export const handler = httpHandler(tradeConnectorRoutes.getTradeMarketInsights, async () => tradeMarketInsights());
