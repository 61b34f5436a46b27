import { useRouteWrite } from '../../../lib/route-write';
import { notificationReads } from './notification-reads';

/** POST /api/notifications/{id}/read: opening a notification marks it read (no toast: the member is already moving on). */
export const useMarkNotificationRead = () =>
  useRouteWrite('markNotificationRead', {
    input: (notificationId: string) => ({ params: { notificationId } }),
    invalidate: notificationReads,
    failure: () => undefined,
  });
