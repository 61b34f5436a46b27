import { deliverOutbox, type DeliveryResult } from "../mail/deliver.js";
import { scheduledRun } from "../lib/scheduled-run.js";

/**
 * The mail-outbox schedule (shared/src/schedules.ts): sends the outbox's due
 * mails. Locally `npm start` runs it every minute; in the cloud a DynamoDB
 * Streams consumer sends new items as they are written and this schedule
 * picks up retries.
 */
export const handler = (): Promise<DeliveryResult> =>
  scheduledRun("mail-outbox", () => deliverOutbox());
