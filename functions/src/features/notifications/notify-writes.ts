import { randomUUID } from 'node:crypto';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { notificationData } from './data.js';
import type { NamedWrite } from '../../platform/db/transaction.js';
import { bumpCounter, memberScope } from '../stats/index.js';
import { UNREAD_NOTIFICATIONS, type NotificationDraft } from './notify.js';

// Apart from notify.ts, so the routes that only read the unread counter bundle none of the write builders.

/**
 * The notification items and unread-counter bumps for one transaction.
 * A member never gets a notification about their own action (`actorId`),
 * and each member's counter is bumped once however many drafts name them
 * (a transaction may touch an item only once). With `onceKey`, each item's
 * id is made of it and the member's, written only where absent: a rerun
 * refuses the whole transaction (name 'notification') instead of telling twice.
 */
export function notifyWrites(drafts: NotificationDraft[], actorId?: string, onceKey?: string): NamedWrite<'notification' | 'counter'>[] {
  const { notifications } = notificationData();
  const now = new Date().toISOString();
  const told = drafts.filter((draft) => draft.userId !== actorId);
  const perMember = new Map<string, number>();
  const writes: NamedWrite<'notification' | 'counter'>[] = told.map((draft) => {
    perMember.set(draft.userId, (perMember.get(draft.userId) ?? 0) + 1);
    const item = {
      id: onceKey ? `${onceKey}.${draft.userId}` : randomUUID(),
      userId: draft.userId,
      kind: draft.kind,
      title: draft.title.slice(0, 200),
      ...(draft.body ? { body: draft.body.slice(0, 500) } : {}),
      link: draft.link,
      read: false,
      createdAt: now,
    };
    const put = notifications.build(PutTransaction).item(item);
    return { name: 'notification', write: onceKey ? put.options({ condition: { attr: 'id', exists: false } }) : put };
  });
  for (const [userId, count] of perMember) writes.push(bumpCounter(memberScope(userId), UNREAD_NOTIFICATIONS, count));
  return writes;
}
