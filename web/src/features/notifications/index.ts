/** The notifications feature's public API: the bell, and the Messages link beside it (both read the one polled count), for the shell's top bar. */
export { NotificationsButton } from './components/notifications-button';
export { MessagesLink } from './components/messages-link';
// Notifications on this device (the Notifications settings page), and the browser's side of signing out.
export { PushDeviceSetting } from './components/push-device-setting';
export { unsubscribePushOnThisDevice } from './push/this-device';
