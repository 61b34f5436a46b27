/** The events feature's public API to other features and jobs (they import it only through this file). */
export { queueEventReminders, type ReminderRun } from './reminders.js';
// Read by the network feature (a pair's shared history, the smart-nudges job, the weekly digest).
export { ATTENDING, listedEvents, pastEventsAttendedTogether, rsvpsTo } from './event-reads.js';

// For the privacy feature (its export and erasure):
export { eventsMemberData } from './member-data.js';
// Read by getting started's checklist.
export { hasRsvped } from './member-rsvps.js';
// The search feature's events index.
export { EVENT_SEARCH_ENTITY, eventSearchEntry, eventSearchPages, removedEventId } from './search-source.js';
