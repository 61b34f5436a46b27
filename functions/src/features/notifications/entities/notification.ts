import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { NOTIFICATION_KINDS } from '@club/shared';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, creationKey, key, linkedKey } from '../../../platform/db/keys.js';

/** A member's notifications, newest first (the bell's panel). */
export const notificationsOf = (userId: string) => ({ index: 'gsi1', partition: key('NOTIFICATIONS', userId) }) as const;

const schema = item({
  id: string().key(),
  userId: string(),
  kind: string().enum(...NOTIFICATION_KINDS),
  title: string(),
  body: string().optional(),
  /** The screen it opens, a path inside the site (`/concierge?ticket=...`). */
  link: string(),
  read: boolean().default(false),
  gsi1pk: linkedKey((item) => notificationsOf(item.userId as string).partition),
  gsi1sk: creationKey(),
});

/**
 * In-app notifications (the bell), one per member and event. Written in the
 * same transaction as the change that causes it, together with the member's
 * `unreadNotifications` counter, so the dot and the list never disagree.
 */
export const notificationEntity = () =>
  new Entity({
    name: 'notification',
    table: clubTable,
    schema,
    computeKey: ({ id }) => ({ pk: key('NOTIFICATION', id), sk: 'NOTIFICATION' }),
    timestamps: TIMESTAMPS,
  });

export type NotificationEntity = ReturnType<typeof notificationEntity>;
export type NotificationItem = FormattedItem<NotificationEntity>;
