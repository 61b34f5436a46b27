import type { TradeListing } from '@club/shared';
import { TRADE_LISTINGS } from './entities/trade-listing.js';
import { queryPage } from '../../platform/db/pages.js';
import { readItem } from '../../platform/db/item-reader.js';
import { marketplaceData } from './data.js';
import { withCompanies } from './listings.js';

/** The stored entity whose writes change the search's listings index. */
export const LISTING_SEARCH_ENTITY = 'tradeListing';

/** Stored listings (stream images, unmarshalled) as the marketplace answers them; a listing whose company is gone is left out. */
export const listingSearchEntries = (stored: Record<string, unknown>[]): Promise<TradeListing[]> =>
  withCompanies(stored.map((item) => readItem(marketplaceData().tradeListings, item)));

/** The listing a deleted item was, from its keys (`TRADE_LISTING#<id>` / `TRADE_LISTING`). */
export const removedListingId = (keys: { pk?: unknown; sk?: unknown }): string | undefined =>
  keys.sk === 'TRADE_LISTING' && typeof keys.pk === 'string' ? keys.pk.slice('TRADE_LISTING#'.length) : undefined;

/** Every listing, a page at a time (the full build: a job, never a request). */
export async function* listingSearchPages(pageSize = 200): AsyncGenerator<TradeListing[]> {
  let cursor: string | undefined;
  do {
    const page = await queryPage(marketplaceData().tradeListings, TRADE_LISTINGS, { limit: pageSize, ...(cursor ? { cursor } : {}) });
    yield await withCompanies(page.items);
    cursor = page.cursor ?? undefined;
  } while (cursor);
}
