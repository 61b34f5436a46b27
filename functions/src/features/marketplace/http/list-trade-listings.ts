import { listTradeListings as route } from '@club/shared/api/marketplace';
import { listTradeListings } from '../listings.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/trade-listings[?kind=][&mine=true]: listings newest first with their company. */
export const handler = httpHandler(route, async ({ query, member }) => {
  const page = await listTradeListings(member, query);
  return reply.page(page.items, page.cursor);
});
