/** The deal-rooms feature's public API to other domain features (they import it only through this file). */
export { dealFiguresWrite, ensureDeal } from './deals.js';
// For the privacy feature (its export and erasure):
export { dealRoomsMemberData } from './member-data.js';
