/** The messages feature's public API: its two screens, and the Message button other features put beside a member. */
export { MessagesPage } from './components/messages-page';
export { MessageThreadPage } from './components/thread-page';
export { MessageButton } from './components/message-button';
