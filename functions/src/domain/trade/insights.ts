import type { TradeConnectorStats, TradeMarketInsights } from '@club/shared';

export async function tradeConnectorStats(): Promise<TradeConnectorStats> {
  throw new Error('Trade connector stats: not yet implemented');
}
export async function tradeMarketInsights(): Promise<TradeMarketInsights> {
  throw new Error('Trade market insights: not yet implemented');
}
