/** The trade-connector feature's public API to other domain features (they import it only through this file). */
export { listingCounters } from './connector-counts.js';
// For the privacy feature (its export and erasure):
export { tradeConnectorMemberData } from './member-data.js';
