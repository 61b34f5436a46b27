import type { AppNotification, Member } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { notificationsOf, type NotificationItem } from './entities/notification.js';
import { queryPage } from '../../platform/db/pages.js';
import { getMany } from '../../platform/db/get-together.js';
import { notificationData } from './data.js';
import { writeTransaction } from '../../platform/db/transaction.js';
import { NotFoundError } from '../../platform/lib/errors.js';
import { bumpCounter, memberScope } from '../stats/index.js';
import { retryOnContention } from '../../platform/db/contention.js';
import { UNREAD_NOTIFICATIONS } from './notify.js';
import { toNotification } from './notifications-reads.js';

const NOTIFICATION_NOT_FOUND = 'Notification not found';
/** Notifications marked per transaction: DynamoDB takes 100 items, one of them the counter. */
const READ_BATCH = 99;

/** Of these notifications (at most READ_BATCH), the ids still unread and the member's: one consistent BatchGet. */
async function stillUnread(memberId: string, ids: string[]): Promise<string[]> {
  const found = await getMany(
    notificationData().notifications,
    ids.map((id) => ({ id })),
    { consistent: true },
  );
  const unread = new Set(found.flatMap((item) => (item.userId === memberId && !item.read ? [item.id] : [])));
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
  const { notifications } = notificationData();
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
        [
          ...batch.map((id) => ({
            name: 'notification' as const,
            write: notifications
              .build(UpdateTransaction)
              .item({ id, read: true })
              .options({
                condition: {
                  and: [
                    { attr: 'userId', eq: memberId },
                    { attr: 'read', eq: false },
                  ],
                },
              }),
          })),
          bumpCounter(memberScope(memberId), UNREAD_NOTIFICATIONS, -batch.length),
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
  const { Item: data } = await notificationData().notifications.build(GetItemCommand).key({ id: notificationId }).send();
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
  const { notifications } = notificationData();
  let count = 0;
  let cursor: string | null = null;
  do {
    // Up to READ_BATCH read per Query, the unread among them kept by the filter.
    const page: { items: NotificationItem[]; cursor: string | null } = await queryPage(notifications, notificationsOf(member.id), {
      limit: READ_BATCH,
      ...(cursor ? { cursor } : {}),
      ascending: true,
      filter: { attr: 'read', eq: false },
    });
    if (page.items.length)
      count += await markIdsRead(
        member.id,
        page.items.map((item) => item.id),
      );
    cursor = page.cursor;
  } while (cursor);
  return { count };
}
