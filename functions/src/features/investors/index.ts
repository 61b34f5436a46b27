/** The investors feature's public API to other domain features (they import it only through this file). */
// For the privacy feature (its export and erasure):
export { investorsMemberData } from './member-data.js';
// Read and written by the deal-rooms feature (a deal is opened on an opportunity).
export { dealLinkWrite, opportunityDeckWrite } from './deal-room-links.js';
export { matchesOf } from './deal-room-links-reads.js';
export { findOpportunity } from './records.js';
export type { OpportunityItem } from './entities/investment-opportunity.js';
// Read by messages (who may talk: a founder and an investor matched, or interest expressed).
export { investorLinksBetween } from './matches-between.js';
