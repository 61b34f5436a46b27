import { tradeConnectorRoutes } from '@club/shared';
import { listingMatchCounts } from '../matches.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/trade-listings/match-counts?ids=: the marketplace cards’ match counts. */
export const handler = httpHandler(tradeConnectorRoutes.getTradeListingMatchCounts, async ({ query }) => listingMatchCounts(query.ids));
