import { getTradeListingMatchCounts as route } from '@club/shared/api/trade-connector';
import { listingMatchCounts } from '../matches.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/trade-listings/match-counts?ids=: the marketplace cards’ match counts. */
export const handler = httpHandler(route, async ({ query }) => listingMatchCounts(query.ids));
