import { notificationEntity } from './entities/notification.js';
import { entitySet } from '../../platform/db/entity-set.js';

/**
 * Notification data: members' notifications (their unread counters live with the other counters). Push has its own
 * set (push/data.ts), so a route that rings the bell does not carry the push entities.
 */
export const notificationData = entitySet({ notifications: notificationEntity });
