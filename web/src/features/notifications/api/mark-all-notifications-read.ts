import { useRouteWrite } from '../../../lib/route-write';
import { notificationReads } from './notification-reads';

/** POST /api/notifications/read-all: Mark all as read. */
export const useMarkAllNotificationsRead = () =>
  useRouteWrite('markAllNotificationsRead', {
    input: () => ({}),
    invalidate: notificationReads,
    failure: 'Could not mark your notifications as read. Please try again.',
  });
