import { deliverOutbox, type DeliveryResult } from './deliver.js';
import { scheduledRun } from '../platform/lib/scheduled-run.js';

/**
 * The mail-outbox schedule (shared/src/schedules.ts): sends the outbox's due
 * mails. Locally `npm start` runs it every minute; in the cloud a DynamoDB
 * Streams consumer sends new items as they are written and this schedule
 * picks up retries.
 */
export const handler = (): Promise<DeliveryResult> => scheduledRun('mail-outbox', () => deliverOutbox());
