import { routeKey } from '../../../lib/api-client';

/**
 * The bell's two reads. They do not share a key prefix (the count's path is
 * its own first key part), so every write and every opening of the panel
 * refreshes both.
 */
export const notificationReads = [routeKey('listNotifications'), routeKey('getUnreadNotificationCount')];
