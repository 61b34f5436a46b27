/** The events feature's public API to other features and jobs (they import it only through this file). */
export { queueEventReminders, type ReminderRun } from './reminders.js';
// For the privacy feature (its export and erasure):
export { eventsMemberData } from './member-data.js';
