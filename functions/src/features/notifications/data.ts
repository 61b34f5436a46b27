import { notificationEntity } from './entities/notification.js';
import { pushSubscriptionEntity } from './entities/push-subscription.js';
import { entitySet } from '../../platform/db/entity-set.js';

/** Notification data: members' notifications (their unread counters live with the other counters) and their devices' push subscriptions. */
export const notificationData = entitySet({ notifications: notificationEntity, pushSubscriptions: pushSubscriptionEntity });
