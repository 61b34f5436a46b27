/** The notifications feature's public API: the bell in the shell reads the count and shows the panel body. */
export { useUnreadNotificationCount } from './api/get-unread-notification-count';
export { useRefreshNotifications } from './api/refresh-notifications';
export { NotificationsPanelBody } from './components/notifications-panel-body';
