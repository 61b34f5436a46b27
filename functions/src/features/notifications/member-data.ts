import { all, deleteRows, type MemberDataSection } from '../../platform/db/member-data.js';
import { notificationData } from './data.js';
import { notificationsOf } from './entities/notification.js';

/** What the notifications feature keeps about a member: their bell items. */
export const notificationsMemberData: MemberDataSection = {
  kinds: [
    {
      kind: 'notifications',
      about: 'Your notifications (the bell)',
      fate: 'delete',
      remove: (rows) => deleteRows(notificationData().notifications, rows),
      read: (id) => all(notificationData().notifications, notificationsOf(id)),
    },
  ],
};
