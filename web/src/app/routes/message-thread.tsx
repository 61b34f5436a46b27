import { MessageThreadPage } from '../../features/messages';

/** One conversation (/messages/:threadId). */
export default function MessageThreadRoute() {
  return <MessageThreadPage />;
}
