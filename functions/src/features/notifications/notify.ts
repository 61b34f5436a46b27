import { randomUUID } from 'node:crypto';
import type { NotificationKind } from '@club/shared';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { notificationData } from './data.js';
import type { NamedWrite } from '../../platform/db/transaction.js';
import { bumpCounter, memberScope } from '../stats/index.js';

/** The member counter the bell's dot reads. */
export const UNREAD_NOTIFICATIONS = 'unreadNotifications';

export interface NotificationDraft {
  /** Who is told. */
  userId: string;
  kind: NotificationKind;
  title: string;
  body?: string;
  /** A path inside the site that shows what happened. */
  link: string;
}

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
