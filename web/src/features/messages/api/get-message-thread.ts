import { THREAD_POLL_MS, type Message } from '@club/shared';
import { useQuery } from '@tanstack/react-query';
import { callIfChanged, taggedQueryOptions } from '../../../lib/api-client';
import { usePagedList } from '../../../lib/paged-list';
import { threadReads } from './message-reads';

/** GET /api/messages/threads/{threadId}: the thread and its newest page, with the ETag the poll sends back. */
export const messageThreadQueryOptions = (threadId: string) => taggedQueryOptions('getMessageThread', { params: { threadId } });

/**
 * The open thread, asked again every THREAD_POLL_MS while the tab is visible:
 * an unchanged thread answers 304 and the screen keeps what it shows.
 */
export const useMessageThread = (threadId: string) =>
  useQuery({ ...messageThreadQueryOptions(threadId), refetchInterval: THREAD_POLL_MS, refetchIntervalInBackground: false });

/**
 * Earlier messages, page by page from `cursor` (the newest page's cursor when
 * the member first asked for them): kept under the thread's key so leaving the
 * thread or a write to it refreshes them too. Nothing is asked until enabled.
 */
export function useEarlierMessages(threadId: string, cursor: string | null) {
  const list = usePagedList<Message>(
    {
      queryKey: [...threadReads(threadId), 'earlier', cursor],
      queryFn: async ({ pageParam, signal }) => {
        const answer = await callIfChanged('getMessageThread', { params: { threadId }, query: { cursor: pageParam ?? undefined }, signal });
        if (answer.notModified) throw new Error('A read without an ETag answered 304');
        return { items: answer.data.messages, nextCursor: answer.nextCursor };
      },
      initialPageParam: cursor,
      getNextPageParam: (last) => last.nextCursor,
    },
    { enabled: Boolean(cursor) },
  );
  return { ...list, messages: list.items };
}
