/** The marketplace feature's public API to other domain features (they import it only through this file). */
// Read by the network feature (interest profiles, the smart-nudges job).
export { allTradeListings, recentHsCodesOfCompany } from './listing-reads.js';

// For the privacy feature (its export and erasure):
export { marketplaceMemberData } from './member-data.js';
// Read by the trade connector (connections, matches, match counts; the listing it files under a heading):
export { findTradeListing, newestListingsOfCompany, tradeListingsByIds } from './listing-reads.js';
export type { NewTradeListing, TradeListingItem } from './entities/trade-listing.js';
// The search feature's listings index.
export { LISTING_SEARCH_ENTITY, listingSearchEntries, listingSearchPages, removedListingId } from './search-source.js';
