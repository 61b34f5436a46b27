import type { Member, MessageSettings, MessageThread } from '@club/shared';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { READ_AGAIN, retryOnContention } from '../../platform/db/contention.js';
import { writeTransaction } from '../../platform/db/transaction.js';
import { messagesData } from './data.js';
import { readThreadState } from './thread-state.js';
import { toThread } from './thread-view.js';

/**
 * POST …/read: the caller has read up to the thread's newest message. The
 * write is conditioned on the newest message being the one read, so a send
 * landing in between is not zeroed away: the read runs again and the unread
 * count stays exact. Bumps the thread's version (the other sees "Seen").
 */
export async function markThreadRead(caller: Member, threadId: string): Promise<{ unread: number }> {
  const { threads, participants } = messagesData();
  return retryOnContention(async () => {
    const { thread, mine } = await readThreadState(threadId, caller, { consistent: true });
    const newest = thread.lastMessage?.id;
    if (mine.unread === 0 && mine.readUpTo === newest) return { unread: 0 };
    const written = await writeTransaction(
      [
        {
          name: 'thread',
          write: threads
            .build(UpdateTransaction)
            .item({ id: threadId, version: $add(1) })
            .options({ condition: newest ? { attr: 'lastMessage.id', eq: newest } : { attr: 'lastMessage', exists: false } }),
        },
        {
          name: 'mine',
          write: participants
            .build(UpdateTransaction)
            .item({ threadId, memberId: caller.id, unread: 0, readAt: new Date().toISOString(), ...(newest ? { readUpTo: newest } : {}) })
            .options({ condition: { attr: 'threadId', exists: true } }),
        },
      ],
      { thread: 'accept' },
    );
    return written ? { unread: 0 } : READ_AGAIN;
  });
}

/** Switches one of the caller's flags on a thread (block also moves it between the inbox and the blocked view); bumps the version. */
async function switchFlag(
  caller: Member,
  threadId: string,
  change: { blocked: boolean; view: 'inbox' | 'blocked' } | { muted: boolean },
): Promise<MessageThread> {
  const { threads, participants } = messagesData();
  await readThreadState(threadId, caller);
  await writeTransaction([
    { name: 'thread', write: threads.build(UpdateTransaction).item({ id: threadId, version: $add(1) }) },
    {
      name: 'mine',
      write: participants
        .build(UpdateTransaction)
        .item({ threadId, memberId: caller.id, ...change })
        .options({ condition: { attr: 'threadId', exists: true } }),
    },
  ]);
  const state = await readThreadState(threadId, caller, { consistent: true });
  return toThread({ caller, ...state });
}

/** POST …/block: block (on) or unblock the thread's other member. */
export const blockThread = (caller: Member, threadId: string, on: boolean) => switchFlag(caller, threadId, { blocked: on, view: on ? 'blocked' : 'inbox' });

/** POST …/mute: mute (on) or unmute the thread. */
export const muteThread = (caller: Member, threadId: string, on: boolean) => switchFlag(caller, threadId, { muted: on });

/** Saves the member's message settings. */
export async function saveMessageSettings(memberId: string, settings: MessageSettings): Promise<MessageSettings> {
  await messagesData().settings.build(PutItemCommand).item({ memberId, readReceipts: settings.readReceipts }).send();
  return { readReceipts: settings.readReceipts };
}
