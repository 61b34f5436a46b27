import { tradeListingEntity } from '../entities/trade-listing.js';
import { entitySet } from '../entity-set.js';

/** Trade marketplace data: import needs and export offers. */
export const tradeData = entitySet({ tradeListings: tradeListingEntity });
