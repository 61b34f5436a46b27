import { tradeAssistanceRoutes } from '@club/shared';
import { quoteDuty } from '../../domain/trade-assistance/quote.js';
import { httpHandler } from '../handler.js';
import { countMetric } from '../../lib/metrics.js';

/** POST /api/trade-assistance/duty-quote: the duty breakdown, nothing stored. */
export const handler = httpHandler(tradeAssistanceRoutes.quoteDuty, async ({ body }) => {
  const quote = await quoteDuty(body);
  countMetric('TradeQuotes');
  return quote;
});
