/** The marketplace feature's public API to other domain features (they import it only through this file). */
// Read by the network feature (interest profiles, the smart-nudges job).
export { allTradeListings, recentHsCodesOfCompany } from './listing-reads.js';

// For the privacy feature (its export and erasure):
export { marketplaceMemberData } from './member-data.js';
