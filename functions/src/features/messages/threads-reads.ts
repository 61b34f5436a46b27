import type { Member, MessageThread } from '@club/shared';
import { getMany } from '../../platform/db/get-together.js';
import { queryPage } from '../../platform/db/pages.js';
import { readPage, type Page, type PageRequest } from '../../platform/paging.js';
import { membersByIds } from '../members/index.js';
import { messagesData } from './data.js';
import { threadsOf } from './entities/message-keys.js';
import type { ThreadView } from './entities/thread-participant.js';
import { toThread } from './thread-view.js';

// Apart from threads.ts, which opens threads and stores their reasons, so the thread list bundles none of its write builders.

/**
 * GET /api/messages/threads: one page of the caller's threads in a view,
 * newest activity first. One Query of the caller's participant items, then
 * one round for the threads, the other sides and the other members.
 */
export async function listThreads(caller: Member, view: ThreadView, { limit, cursor }: PageRequest): Promise<Page<MessageThread>> {
  const { threads, participants } = messagesData();
  const page = await readPage(cursor, () => queryPage(participants, threadsOf(caller.id, view), { limit, cursor }));
  const mine = page.items;
  const [threadItems, theirItems, others] = await Promise.all([
    getMany(
      threads,
      mine.map((item) => ({ id: item.threadId })),
    ),
    getMany(
      participants,
      mine.map((item) => ({ threadId: item.threadId, memberId: item.otherId })),
    ),
    membersByIds(mine.map((item) => item.otherId)),
  ]);
  const threadById = new Map(threadItems.map((item) => [item.id, item]));
  const theirsByThread = new Map(theirItems.map((item) => [item.threadId, item]));
  const items = mine.flatMap((item) => {
    const thread = threadById.get(item.threadId);
    return thread ? [toThread({ caller, thread, mine: item, theirs: theirsByThread.get(item.threadId), other: others.get(item.otherId) })] : [];
  });
  return { items, cursor: page.cursor };
}
