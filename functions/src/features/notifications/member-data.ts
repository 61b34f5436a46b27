import { all, deleteRows, type MemberDataSection } from '../../platform/db/member-data.js';
import { notificationData } from './data.js';
import { pushData } from './push/data.js';
import { notificationsOf } from './entities/notification.js';
import { pushSubscriptionsOf } from './entities/push-subscription.js';

/** What the notifications feature keeps about a member: their bell items and their devices' push subscriptions. */
export const notificationsMemberData: MemberDataSection = {
  kinds: [
    {
      kind: 'notifications',
      about: 'Your notifications (the bell)',
      fate: 'delete',
      remove: (rows) => deleteRows(notificationData().notifications, rows),
      read: (id) => all(notificationData().notifications, notificationsOf(id)),
    },
    {
      kind: 'push-subscriptions',
      about: 'The devices you turned notifications on for (their browser’s push address)',
      fate: 'delete',
      remove: (rows) => deleteRows(pushData().pushSubscriptions, rows),
      read: (id) => all(pushData().pushSubscriptions, pushSubscriptionsOf(id)),
    },
  ],
};
