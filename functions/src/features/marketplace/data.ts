import { tradeListingEntity } from './entities/trade-listing.js';
import { entitySet } from '../../platform/db/entity-set.js';

/** Marketplace data: import needs and export offers. */
export const marketplaceData = entitySet({ tradeListings: tradeListingEntity });
