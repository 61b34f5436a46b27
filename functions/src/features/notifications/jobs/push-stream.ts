import type { DynamoDBStreamEvent } from 'aws-lambda';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { SESSION_KEY_PREFIX, TABLE } from '@club/shared';
import { logger } from '../../../platform/lib/logger.js';
import { messagePush } from '../../messages/index.js';
import { pushDraftOf } from '../push/drafts.js';
import { pushToDevices } from '../push/send.js';
import { removeDeviceSubscription } from '../push/subscriptions.js';
import { vapidKeys } from '../push/vapid.js';

const plain = (image: Record<string, unknown> | undefined) => (image ? unmarshall(image as Record<string, AttributeValue>) : undefined);

export interface PushStreamRun {
  records: number;
  sent: number;
  removed: number;
  failed: number;
}

/**
 * The table's stream consumer for Web Push: each new write that is a pushed
 * notice (a bell item of a pushed kind, a message, a push-only notice)
 * is pushed to the recipient's subscribed devices; an ended session (sign-out,
 * sign out everywhere, revoked, expired) takes its device's subscription with
 * it. A failed send throws after the batch, so Lambda retries it (split in
 * halves, then the DLQ): a retried push may reach a device twice, one with
 * the same tag replacing the other on screen.
 */
export const handler = async (event: DynamoDBStreamEvent): Promise<PushStreamRun> => {
  const run: PushStreamRun = { records: event.Records.length, sent: 0, removed: 0, failed: 0 };
  const keys = await vapidKeys();
  for (const record of event.Records) {
    if (record.eventName === 'REMOVE') {
      const pk = record.dynamodb?.Keys?.[TABLE.partitionKey]?.S;
      if (pk?.startsWith(SESSION_KEY_PREFIX)) await removeDeviceSubscription(pk.slice(SESSION_KEY_PREFIX.length));
      continue;
    }
    const image = record.eventName === 'INSERT' ? plain(record.dynamodb?.NewImage) : undefined;
    if (!image || !keys) continue;
    const draft = await pushDraftOf(image, messagePush);
    if (!draft) continue;
    const sent = await pushToDevices(draft, keys);
    run.sent += sent.sent;
    run.removed += sent.removed;
    run.failed += sent.failed;
  }
  logger.info('push-stream run', { ...run });
  if (run.failed) throw new Error(`${run.failed} pushes failed`);
  return run;
};
