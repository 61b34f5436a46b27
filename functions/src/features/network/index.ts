/** The network feature's public API to other domain features (they import it only through this file). */
export { nudgeSubject } from './nudge-subjects.js';
export { retireNudges, type NudgeSubject } from './nudges.js';
export { hiddenReason, markHiddenOnEdges } from './hidden.js';
// For the privacy feature (its export and erasure):
export { networkMemberData } from './member-data.js';
