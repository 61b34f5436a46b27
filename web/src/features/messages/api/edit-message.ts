import { apiReason } from '../../../components/form';
import { useRouteWrite } from '../../../lib/route-write';
import { allThreadReads } from './message-reads';

/** PATCH …/messages/{messageId}: the member's own message, within MESSAGE_LIMITS.editMinutes of sending it. */
export const useEditMessage = (threadId: string) =>
  useRouteWrite('editMessage', {
    input: ({ messageId, body }: { messageId: string; body: string }) => ({ params: { threadId, messageId }, body: { body } }),
    invalidate: [allThreadReads],
    failure: apiReason,
  });
