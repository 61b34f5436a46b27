import { queueEventReminders, type ReminderRun } from '../index.js';
import { scheduledRun } from '../../../platform/lib/scheduled-run.js';

/**
 * The event-reminders schedule (shared/src/schedules.ts): queues the mail
 * each confirmed guest gets about 24 hours before an event, and on the day
 * the push they get a few hours before it; the outbox consumer sends the
 * mails, the push consumer the pushes. Locally `npm start` runs it on an
 * interval and `npm run job -- event-reminders` once.
 */
export const handler = (): Promise<ReminderRun> => scheduledRun('event-reminders', () => queueEventReminders());
