import { notificationSchema, type AppNotification, type Member } from '@club/shared';
import type { NotificationItem } from '../../db/entities/notification.js';
import { operationsData } from '../../db/services/operations.js';
import { writeTransaction } from '../../db/transaction.js';
import { NotFoundError } from '../errors.js';
import { readPage, type Page, type PageRequest } from '../paging.js';
import { bumpCounter, memberScope } from '../stats/counters.js';
import { retryOnContention } from './contention.js';
import { UNREAD_NOTIFICATIONS } from './notify.js';

const NOTIFICATION_NOT_FOUND = 'Notification not found';
/** Notifications marked per transaction: DynamoDB takes 100 items, one of them the counter. */
const READ_BATCH = 99;

const toNotification = (item: NotificationItem): AppNotification => notificationSchema.parse(item);

/** GET /api/notifications: the caller's notifications newest first, one Query of their partition. */
export async function listNotifications(member: Member, { limit, cursor }: PageRequest): Promise<Page<AppNotification>> {
  const page = await readPage(cursor, () =>
    operationsData().notifications.query.byMember({ userId: member.id }).go({ limit, cursor, order: 'desc' }),
  );
  return { items: page.data.map(toNotification), cursor: page.cursor };
}

/**
 * GET /api/notifications/unread-count: the member's counter, one GetItem.
 * Read consistently, as the web asks right after marking read. Never below 0
 * in the answer, whatever the item holds.
 */
export async function unreadNotificationCount(member: Member): Promise<{ count: number }> {
  const { data } = await operationsData()
    .counters.get({ scope: memberScope(member.id), name: UNREAD_NOTIFICATIONS })
    .go({ consistent: true });
  return { count: Math.max(0, data?.count ?? 0) };
}

/** Of these notifications, the ids still unread and the member's (consistent BatchGet). */
async function stillUnread(memberId: string, ids: string[]): Promise<string[]> {
  const { data } = await operationsData()
    .notifications.get(ids.map((id) => ({ id })))
    .go({ consistent: true });
  const unread = new Set(data.filter((item) => item.userId === memberId && !item.read).map((item) => item.id));
  return ids.filter((id) => unread.has(id));
}

/**
 * Marks up to READ_BATCH of a member's notifications read and takes exactly
 * that many off their counter, in one transaction. Each notification is
 * conditioned on being the member's and unread, so when a concurrent call
 * (another read-all, a single read) marked one first, the transaction writes
 * nothing: the ids are read again and the rest tried. The counter therefore
 * only ever drops by notifications this call itself turned read. Answers how many.
 */
async function markIdsRead(memberId: string, ids: string[]): Promise<number> {
  const { notifications, counters } = operationsData();
  let unread = ids;
  let stale = false;
  return retryOnContention(async () => {
    for (;;) {
      // After a refused or cancelled attempt, only what is still unread is tried again.
      if (stale) unread = await stillUnread(memberId, unread);
      stale = true;
      if (!unread.length) return 0;
      const batch = unread;
      const written = await writeTransaction(
        { notifications, counters },
        (tx) => [
          ...batch.map((id) => ({
            name: 'notification' as const,
            write: tx.notifications
              .patch({ id })
              .set({ read: true })
              .where((attr, op) => `${op.eq(attr.userId, memberId)} AND ${op.eq(attr.read, false)}`)
              .commit(),
          })),
          bumpCounter(tx.counters, memberScope(memberId), UNREAD_NOTIFICATIONS, -batch.length),
        ],
        // Marked meanwhile (or not theirs, or gone): nothing was written; read them again.
        { notification: 'accept' },
      );
      if (written) return batch.length;
    }
  });
}

/**
 * POST /api/notifications/{id}/read: the caller's notification → read, with
 * their counter − 1 in the same transaction. Already read answers it as it
 * is (no second decrement); another member's (or none) is 404.
 */
export async function markNotificationRead(member: Member, notificationId: string): Promise<AppNotification> {
  const { data } = await operationsData().notifications.get({ id: notificationId }).go();
  if (!data || data.userId !== member.id) throw new NotFoundError(NOTIFICATION_NOT_FOUND);
  if (!data.read) await markIdsRead(member.id, [data.id]);
  return toNotification({ ...data, read: true });
}

/**
 * POST /api/notifications/read-all: pages through the caller's unread
 * notifications (their partition with a filter, READ_BATCH found at a time)
 * and marks each batch read with its counter decrement. Answers how many this
 * call changed; of concurrent calls each notification is counted by exactly one.
 */
export async function markAllNotificationsRead(member: Member): Promise<{ count: number }> {
  const { notifications } = operationsData();
  let count = 0;
  let cursor: string | null = null;
  do {
    const page: { data: NotificationItem[]; cursor: string | null } = await notifications.query
      .byMember({ userId: member.id })
      .where((attr, op) => op.eq(attr.read, false))
      .go({ count: READ_BATCH, cursor });
    if (page.data.length) count += await markIdsRead(member.id, page.data.map((item) => item.id));
    cursor = page.cursor;
  } while (cursor);
  return { count };
}
