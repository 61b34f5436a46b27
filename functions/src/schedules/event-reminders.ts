import { queueEventReminders, type ReminderRun } from '../domain/events/index.js';
import { logger } from '../lib/logger.js';
import { countJobCompleted } from '../lib/metrics.js';

/**
 * The event-reminders schedule (shared/src/schedules.ts): queues the mail
 * each confirmed guest gets about 24 hours before an event; the outbox
 * consumer sends them. Locally `npm start` runs it on an interval and
 * `npm run job -- event-reminders` once.
 */
export const handler = async (): Promise<ReminderRun> => {
  try {
    const result = await queueEventReminders();
    logger.info('event-reminders run', { ...result });
    countJobCompleted('event-reminders');
    return result;
  } catch (error) {
    logger.error('event-reminders failed', { error: error as Error });
    throw error;
  }
};
