import { pushNoticeEntity } from '../entities/push-notice.js';
import { pushSubscriptionEntity } from '../entities/push-subscription.js';
import { entitySet } from '../../../platform/db/entity-set.js';

/** Push data: members' devices' push subscriptions and the push-only notices on their way to those devices. */
export const pushData = entitySet({ pushSubscriptions: pushSubscriptionEntity, pushNotices: pushNoticeEntity });
