/** The notifications feature's public API: the bell the app puts into the shell's top bar. */
export { NotificationsButton } from './components/notifications-button';
