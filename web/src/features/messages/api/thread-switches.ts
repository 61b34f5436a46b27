import { apiReason } from '../../../components/form';
import { useRouteWrite } from '../../../lib/route-write';
import { allThreadReads, unreadCountRead } from './message-reads';

/** POST …/mute: no mail and no unread count while muted. */
export const useMuteThread = (threadId: string) =>
  useRouteWrite('muteMessageThread', {
    input: (on: boolean) => ({ params: { threadId }, body: { on } }),
    invalidate: [allThreadReads, unreadCountRead],
    successTitle: (on) => (on ? 'Conversation muted' : 'Conversation unmuted'),
    failure: apiReason,
  });

/** POST …/block: no message passes either way while blocked; the thread moves to the Blocked list. */
export const useBlockThread = (threadId: string) =>
  useRouteWrite('blockMessageThread', {
    input: (on: boolean) => ({ params: { threadId }, body: { on } }),
    invalidate: [allThreadReads, unreadCountRead],
    successTitle: (on, thread) => `${thread.other.firstName} ${on ? 'blocked' : 'unblocked'}`,
    failure: apiReason,
  });
