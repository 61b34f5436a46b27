/** The network feature's public API to other domain features (they import it only through this file). */
export { hiddenReason, markHiddenOnEdges } from './hidden.js';
// The RSVP handler retires the recommendation to attend in the RSVP's transaction.
export { retireEventRecommendation } from './nudge-writes.js';

// For the privacy feature (its export and erasure):
export { networkMemberData } from './member-data.js';
// Read by investors' proposals and interest (no match between members who blocked each other).
export { blockedBetween, blocksOf } from './blocks.js';
// Read by getting started (the first-visit checklist, people you may know, events near the member).
export { readTies, secondDegree } from './graph.js';
export { homePlaces, pendingPeers } from './member-circle.js';
// Read by messages (who may talk: connected, introduced).
export { tieBetween } from './tie-between.js';
