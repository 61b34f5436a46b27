import { marketplaceRoutes } from '@club/shared';
import { listTradeListings } from '../listings.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/trade-listings[?kind=][&mine=true]: listings newest first with their company. */
export const handler = httpHandler(marketplaceRoutes.listTradeListings, async ({ query, member }) => {
  const page = await listTradeListings(member, query);
  return reply.page(page.items, page.cursor);
});
