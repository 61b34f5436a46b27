import type { Message } from '@club/shared';
import { useEffect, useState } from 'react';
import { useEarlierMessages } from '../api/get-message-thread';

const byTime = (a: Message, b: Message) => a.sentAt.localeCompare(b.sentAt) || a.id.localeCompare(b.id);

/**
 * The thread's messages oldest first: the polled newest page, the earlier
 * pages the member asked for, and every message the newest page has shown
 * since the thread opened (new messages push older ones off that page, which
 * would otherwise leave a gap above them once earlier pages are loaded).
 * A message's newest copy wins (an edit, a delete).
 */
export function useThreadMessages(threadId: string, newest: Message[], nextCursor: string | null) {
  const [anchor, setAnchor] = useState<string | null>(null);
  const [kept, setKept] = useState<Message[]>([]);
  const earlier = useEarlierMessages(threadId, anchor);

  useEffect(() => {
    setKept((current) => {
      const ids = new Set(newest.map((message) => message.id));
      return [...current.filter((message) => !ids.has(message.id)), ...newest];
    });
  }, [newest]);

  const merged = new Map<string, Message>();
  for (const message of [...earlier.messages, ...kept, ...newest]) merged.set(message.id, message);
  const messages = [...merged.values()].sort(byTime);

  const hasEarlier = anchor ? earlier.hasNextPage : Boolean(nextCursor);
  const loadEarlier = () => {
    if (anchor) void earlier.fetchNextPage();
    else setAnchor(nextCursor);
  };
  return { messages, hasEarlier, loadEarlier, loadingEarlier: earlier.isLoading || earlier.isFetchingNextPage, earlierFailed: earlier.isError };
}
