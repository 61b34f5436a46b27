/** The events feature's public API to other features and jobs (they import it only through this file). */
export { queueEventReminders, type ReminderRun } from './reminders.js';
export { cancelRsvp } from './rsvps.js';
