/** The trade-assistance feature's public API to other domain features (they import it only through this file). */
export { hsCatalogue } from './catalogue/load.js';
export { findHsEntry } from './hs-catalogue.js';
// For the privacy feature (its export and erasure):
export { tradeAssistanceMemberData } from './member-data.js';
