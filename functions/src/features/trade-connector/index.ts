/** The trade-connector feature's public API to other domain features (they import it only through this file). */
// For the privacy feature (its export and erasure):
export { tradeConnectorMemberData } from './member-data.js';
// The marketplace's create-listing handler passes these into the listing's transaction:
export { listingConnectorWrites } from './listing-filing.js';
// Read by messages (who may talk: an accepted trade connection).
export { tradeLinksBetween } from './connections-between.js';
