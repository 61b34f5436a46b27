import { apiReason } from '../../../components/form';
import { useRouteWrite } from '../../../lib/route-write';
import { allThreadReads } from './message-reads';

/** DELETE …/messages/{messageId}: the message stays in place as "Message deleted". */
export const useDeleteMessage = (threadId: string) =>
  useRouteWrite('deleteMessage', {
    input: (messageId: string) => ({ params: { threadId, messageId } }),
    invalidate: [allThreadReads],
    failure: apiReason,
  });
