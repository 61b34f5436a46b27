import { deliverOutbox, type DeliveryResult } from '../mail/deliver.js';
import { logger } from '../lib/logger.js';
import { countJobCompleted } from '../lib/metrics.js';

/**
 * The mail-outbox schedule (shared/src/schedules.ts): sends the outbox's due
 * mails. Locally `npm start` runs it every minute; in the cloud a DynamoDB
 * Streams consumer sends new items as they are written and this schedule
 * picks up retries.
 */
export const handler = async (): Promise<DeliveryResult> => {
  try {
    const result = await deliverOutbox();
    logger.info('mail-outbox run', { ...result });
    countJobCompleted('mail-outbox');
    return result;
  } catch (error) {
    logger.error('mail-outbox failed', { error: error as Error });
    throw error;
  }
};
