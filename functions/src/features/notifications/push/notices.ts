import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { writtenUnlessRefused } from '../../../platform/db/errors.js';
import { pushData } from './data.js';
import type { PushDraft, PushNoticeEvent } from './drafts.js';

/** A push-only notice as its producer drafts it: to whom, what the device shows, and the occurrence it stands for. */
export interface PushNoticeDraft extends Omit<PushDraft, 'urgency'> {
  /** The occurrence (an event's id and start time): with the event and the member, what makes it once. */
  onceKey: string;
  /** When the notice may go: no rerun writes it after this (the table's TTL removes it later). */
  keepUntil: Date;
}

/** The id of one member's push-only notice of one occurrence. */
export const pushNoticeId = (event: PushNoticeEvent, onceKey: string, memberId: string): string => `${event}.${onceKey}.${memberId}`;

/**
 * Queues a push-only notice (one the policy pushes with no bell or mail) for
 * the push consumer, under its occurrence's id and only where absent: a job
 * run twice, or two overlapping runs, push it once. Whether it reaches a
 * device is the consumer's choice, as for every pushed notice: only the
 * member's subscribed devices, nothing when the stage has no VAPID keys.
 * True when this call queued it.
 */
export function queuePushNotice(event: PushNoticeEvent, draft: PushNoticeDraft): Promise<boolean> {
  const { onceKey, keepUntil, memberId, title, body, link, tag } = draft;
  return writtenUnlessRefused(
    pushData()
      .pushNotices.build(PutItemCommand)
      .item({
        id: pushNoticeId(event, onceKey, memberId),
        event,
        memberId,
        title,
        ...(body ? { body } : {}),
        link,
        tag,
        expiresAt: Math.ceil(keepUntil.getTime() / 1000),
      })
      .options({ condition: { attr: 'id', exists: false } })
      .send(),
  );
}
