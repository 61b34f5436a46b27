import { MessagesPage } from '../../features/messages';

/** Messages (/messages): the member's conversations, and the members they blocked. */
export default function MessagesRoute() {
  return <MessagesPage />;
}
