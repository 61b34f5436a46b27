import { notificationEntity } from './entities/notification.js';
import { pushNoticeEntity } from './entities/push-notice.js';
import { pushSubscriptionEntity } from './entities/push-subscription.js';
import { entitySet } from '../../platform/db/entity-set.js';

/**
 * Notification data: members' notifications (their unread counters live with the other counters), their devices'
 * push subscriptions and the push-only notices on their way to those devices.
 */
export const notificationData = entitySet({ notifications: notificationEntity, pushSubscriptions: pushSubscriptionEntity, pushNotices: pushNoticeEntity });
