import { searchListings as route } from '@club/shared/api/search';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';
import { toListingResult } from '../results.js';
import { listingsIndex } from '../kinds/listings.js';
import { runSearch } from '../run-search.js';

/** GET /api/search/listings: Marketplace listings by text or HS code, with HS chapter, country, type and price band facets. */
export const handler = httpHandler(route, async ({ member, query }) => {
  const { q, limit, cursor, hsChapter, country, kind, priceBand } = query;
  const { answer, cursor: next } = await runSearch(listingsIndex, member, { q, limit, cursor, filters: { hsChapter, country, kind, priceBand } });
  const { results, ...rest } = answer;
  return reply.pageOf({ ...rest, results: results.map(toListingResult) }, next);
});
