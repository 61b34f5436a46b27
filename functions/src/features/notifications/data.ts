import { notificationEntity } from './entities/notification.js';
import { entitySet } from '../../platform/db/entity-set.js';

/** Notification data: members' notifications (their unread counters live with the other counters). */
export const notificationData = entitySet({ notifications: notificationEntity });
