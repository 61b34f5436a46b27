import { listExchangeRateTables as route } from '@club/shared/api/exchange-rates';
import { listExchangeRateTables } from '../tables.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/staff/exchange-rates: staff read the customs exchange-rate tables, newest effective date first. */
export const handler = httpHandler(route, async ({ query }) => {
  const page = await listExchangeRateTables(query);
  return reply.page(page.items, page.cursor);
});
