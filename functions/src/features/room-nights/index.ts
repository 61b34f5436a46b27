/** The room-nights feature's public API to other domain features (they import it only through this file). */
// Read by the network feature (a pair's shared history, the smart-nudges job).
export { acceptedRequestsBetween, acceptedRequestsFor, roomNightsIn } from './exchange-reads.js';

// For the privacy feature (its export and erasure):
export { roomNightsMemberData } from './member-data.js';
// Read by members' reputation.
export { completedTradesOf } from './exchange-reads.js';
