/** The stats feature's public API to other domain features (they import it only through this file). */
export { setCount, takeCapped } from './caps.js';
export { CLUB_SCOPE, memberScope, readCounters } from './counters.js';
export { bumpCounter } from './counter-writes.js';
// Read by notifications' unread count.
export { readCounter } from './counters.js';
// For the privacy feature (its export and erasure):
export { statsMemberData } from './member-data.js';
// The home page's club figures (members' route).
export { getClubStats } from './club-stats.js';
