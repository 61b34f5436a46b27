import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { NOTIFICATION_KINDS } from '@club/shared';
import { SERVICE, byIdIndex, newestIn } from './keys.js';

/**
 * In-app notifications (the bell), one per member and event. Written in the
 * same transaction as the change that causes it, together with the member's
 * `unreadNotifications` counter, so the dot and the list never disagree.
 */
export function notificationEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'notification', version: '1', service: SERVICE },
      attributes: {
        id: { type: 'string', required: true },
        userId: { type: 'string', required: true },
        kind: { type: NOTIFICATION_KINDS, required: true },
        title: { type: 'string', required: true },
        body: { type: 'string' },
        /** The screen it opens, a path inside the site (`/concierge?ticket=...`). */
        link: { type: 'string', required: true },
        read: { type: 'boolean', required: true, default: false },
        createdAt: { type: 'string', required: true, readOnly: true },
      },
      indexes: {
        byId: byIdIndex,
        /** A member's notifications, newest first (the bell's panel). */
        byMember: newestIn('gsi1', ['userId']),
      },
    },
    config,
  );
}

export type NotificationEntity = ReturnType<typeof notificationEntity>;
export type NotificationItem = EntityItem<NotificationEntity>;
