import { randomUUID } from 'node:crypto';
import type { NotificationKind } from '@club/shared';
import type { CounterEntity } from '../../db/entities/counter.js';
import type { NotificationEntity } from '../../db/entities/notification.js';
import type { InTransaction, NamedWrite } from '../../db/transaction.js';
import { bumpCounter, memberScope } from '../stats/counters.js';

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

export interface NotifyTransaction {
  notifications: InTransaction<NotificationEntity>;
  counters: InTransaction<CounterEntity>;
}

/**
 * The notification items and unread-counter bumps for one transaction.
 * A member never gets a notification about their own action (`actorId`),
 * and each member's counter is bumped once however many drafts name them
 * (a transaction may touch an item only once).
 */
export function notifyWrites(tx: NotifyTransaction, drafts: NotificationDraft[], actorId?: string): NamedWrite<'notification' | 'counter'>[] {
  const now = new Date().toISOString();
  const told = drafts.filter((draft) => draft.userId !== actorId);
  const perMember = new Map<string, number>();
  const writes: NamedWrite<'notification' | 'counter'>[] = told.map((draft) => {
    perMember.set(draft.userId, (perMember.get(draft.userId) ?? 0) + 1);
    const item = {
      id: randomUUID(),
      userId: draft.userId,
      kind: draft.kind,
      title: draft.title.slice(0, 200),
      ...(draft.body ? { body: draft.body.slice(0, 500) } : {}),
      link: draft.link,
      read: false,
      createdAt: now,
    };
    return { name: 'notification', write: tx.notifications.create(item).commit() };
  });
  for (const [userId, count] of perMember) writes.push(bumpCounter(tx.counters, memberScope(userId), UNREAD_NOTIFICATIONS, count));
  return writes;
}
