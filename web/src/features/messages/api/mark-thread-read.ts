import { useRouteWrite } from '../../../lib/route-write';
import { threadListReads, unreadCountRead } from './message-reads';

/**
 * POST …/read: the member has read the thread up to its newest message. No
 * toast either way (reading is not an action); the inbox and the header count
 * are asked again, the open thread is not (its poll carries the change).
 */
export const useMarkThreadRead = (threadId: string) =>
  useRouteWrite('markThreadRead', {
    input: () => ({ params: { threadId } }),
    invalidate: [threadListReads, unreadCountRead],
    failure: () => undefined,
  });
