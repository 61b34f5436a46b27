import type { DynamoDBStreamEvent } from 'aws-lambda';
import { deliverOutbox, type DeliveryResult } from './deliver.js';
import { logger } from '../platform/lib/logger.js';

/**
 * The cloud's outbox consumer: DynamoDB Streams invokes it for new pending
 * outbox items only (infra filters the stream with OUTBOX_STREAM_FILTER in
 * handlers.ts), so a mail leaves seconds after its change commits. It sends
 * whatever is due, the new items included, claiming each like the minute
 * schedule does (mail/deliver.ts), so the two never send a mail twice; the
 * schedule keeps the retries. A throw (DynamoDB unavailable) makes Lambda
 * retry the batch, then park it in the jobs dead-letter queue, while the
 * schedule still sends the items.
 */
export const handler = async (event: DynamoDBStreamEvent): Promise<DeliveryResult> => {
  const result = await deliverOutbox();
  logger.info('mail-outbox-stream run', { records: event.Records.length, ...result });
  return result;
};
