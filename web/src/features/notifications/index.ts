/** The notifications feature's public API: the bell, and the Messages link beside it (both read the one polled count), for the shell's top bar. */
export { NotificationsButton } from './components/notifications-button';
export { MessagesLink } from './components/messages-link';
