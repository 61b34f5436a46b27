import { quoteDuty as route } from '@club/shared/api/trade-assistance';
import { quoteDuty } from '../quote.js';
import { httpHandler } from '../../../http-handler.js';
import { countMetric } from '../../../platform/lib/metrics.js';

/** POST /api/trade-assistance/duty-quote: the duty breakdown, nothing stored. */
export const handler = httpHandler(route, async ({ body }) => {
  const quote = await quoteDuty(body);
  countMetric('TradeQuotes');
  return quote;
});
