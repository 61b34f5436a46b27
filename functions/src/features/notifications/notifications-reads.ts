import { notificationSchema, type AppNotification, type Member } from '@club/shared';
import { notificationsOf, type NotificationItem } from './entities/notification.js';
import { queryPage } from '../../platform/db/pages.js';
import { notificationData } from './data.js';
import { readPage, type Page, type PageRequest } from '../../platform/paging.js';
import { memberScope, readCounter } from '../stats/index.js';
import { UNREAD_NOTIFICATIONS } from './notify.js';

// Apart from notifications.ts, which marks them read, so the routes that only read notifications bundle none of its write builders.

export const toNotification = (item: NotificationItem): AppNotification => notificationSchema.parse(item);

/** GET /api/notifications: the caller's notifications newest first, one Query of their partition. */
export async function listNotifications(member: Member, { limit, cursor }: PageRequest): Promise<Page<AppNotification>> {
  const page = await readPage(cursor, () => queryPage(notificationData().notifications, notificationsOf(member.id), { limit, cursor }));
  return { items: page.items.map(toNotification), cursor: page.cursor };
}

/**
 * GET /api/notifications/unread-count: the member's counter, one GetItem.
 * Read consistently, as the web asks right after marking read. Never below 0
 * in the answer, whatever the item holds.
 */
export async function unreadNotificationCount(member: Member): Promise<{ count: number }> {
  const count = await readCounter(memberScope(member.id), UNREAD_NOTIFICATIONS, { consistent: true });
  return { count: Math.max(0, count) };
}
