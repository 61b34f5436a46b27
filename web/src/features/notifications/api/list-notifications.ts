import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** GET /api/notifications: the member's notifications, newest first. */
export const notificationsQueryOptions = () => listQueryOptions('listNotifications');
export const useNotifications = () => usePagedList(notificationsQueryOptions());
