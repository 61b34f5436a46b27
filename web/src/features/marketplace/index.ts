/** The marketplace feature's public API: the only module of it app/ and other features import. */
export { useListings } from './api/list-trade-listings';
export { ListingCard } from './components/listing-card';
export { MarketplacePage } from './components/marketplace-page';
