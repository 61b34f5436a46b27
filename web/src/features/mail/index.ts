/** The mail feature's public API: the Notifications settings page and the unsubscribe page. */
export { NotificationSettingsPage } from './components/notification-settings-page';
export { UnsubscribePage } from './components/unsubscribe-page';
