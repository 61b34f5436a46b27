import type { Member, MessageThread, ThreadReason } from '@club/shared';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add, $set } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { getTogether } from '../../platform/db/get-together.js';
import { READ_AGAIN, retryOnContention } from '../../platform/db/contention.js';
import { writeTransaction } from '../../platform/db/transaction.js';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../platform/lib/errors.js';
import { memberLookup } from '../members/index.js';
import { messagesData } from './data.js';
import { threadIdOf } from './entities/message-keys.js';
import { STRANGERS, reasonsBetween, sameReasons } from './may-talk.js';
import { rateLimited, rateWrite } from './rate.js';
import { toThread, type Participant, type StoredThread } from './thread-view.js';

export const MEMBER_NOT_FOUND = 'Member not found';
const NOT_YOURSELF = 'You cannot message yourself';

/** The thread with its reasons as now found, bumping its version when they changed (one UpdateItem; none when unchanged). */
export async function refreshReasons(thread: StoredThread, reasons: ThreadReason[]): Promise<StoredThread> {
  if (sameReasons(thread.reasons, reasons)) return thread;
  await writeTransaction([
    {
      name: 'thread',
      write: messagesData()
        .threads.build(UpdateTransaction)
        .item({ id: thread.id, reasons: $set(reasons), version: $add(1) })
        .options({ condition: { attr: 'id', exists: true } }),
    },
  ]);
  return { ...thread, reasons, version: thread.version + 1 };
}

/** A new thread's writes: the thread and both participants, each only where absent (a concurrent open makes one thread). */
export function newThreadWrites(threadId: string, a: string, b: string, reasons: ThreadReason[], at: string) {
  const { threads, participants } = messagesData();
  const participant = (memberId: string, otherId: string): Participant => ({
    threadId,
    memberId,
    otherId,
    unread: 0,
    muted: false,
    blocked: false,
    view: 'inbox',
    lastActivityAt: at,
  });
  const thread: StoredThread = { id: threadId, memberIds: [a, b].sort(), reasons, version: 0 };
  const sides = [participant(a, b), participant(b, a)] as const;
  return {
    thread,
    /** The caller's side (`a`) first. */
    participants: sides,
    writes: [
      {
        name: 'thread' as const,
        write: threads
          .build(PutTransaction)
          .item(thread)
          .options({ condition: { attr: 'id', exists: false } }),
      },
      ...sides.map((item) => ({
        name: 'participant' as const,
        write: participants
          .build(PutTransaction)
          .item(item)
          .options({ condition: { attr: 'threadId', exists: false } }),
      })),
    ],
  };
}

/**
 * POST /api/messages/threads: the one thread between the caller and a member
 * they may talk to. One round reads the thread, both sides, the member and
 * every relationship between them; a new thread is one more (its transaction,
 * counted against the caller's new threads a day). An existing thread opens
 * even with no reason left (it reads, nothing is sent); a stranger is a 403.
 */
export async function openThread(caller: Member, memberId: string): Promise<MessageThread> {
  if (memberId === caller.id) throw new BadRequestError('Invalid request', [{ path: ['body', 'memberId'], message: NOT_YOURSELF }]);
  const threadId = threadIdOf(caller.id, memberId);
  if (!threadId) throw new NotFoundError(MEMBER_NOT_FOUND);
  const { threads, participants } = messagesData();
  return retryOnContention(async () => {
    const [[thread, mine, theirs, other], found] = await Promise.all([
      getTogether(
        [
          { entity: threads, key: { id: threadId } },
          { entity: participants, key: { threadId, memberId: caller.id } },
          { entity: participants, key: { threadId, memberId } },
          memberLookup(memberId),
        ] as const,
        { consistent: true },
      ),
      reasonsBetween(caller.id, memberId),
    ]);
    if (!other || other.suspendedAt) throw new NotFoundError(MEMBER_NOT_FOUND);
    if (thread && mine) {
      const current = await refreshReasons(thread, [...thread.reasons.filter((reason) => reason.kind === 'staff'), ...found]);
      return toThread({ caller, thread: current, mine, theirs, other });
    }
    if (!found.length) throw new ForbiddenError(STRANGERS);
    const now = Date.now();
    const created = newThreadWrites(threadId, caller.id, memberId, found, new Date(now).toISOString());
    const written = await writeTransaction([...created.writes, rateWrite(caller.id, 'threads-day', now)], {
      rate: () => rateLimited('threads-day', now),
      // The other member opened it at the same moment: read it again.
      thread: 'accept',
      participant: 'accept',
    });
    if (!written) return READ_AGAIN;
    const [mineNow, theirsNow] = created.participants;
    return toThread({ caller, thread: created.thread, mine: mineNow, theirs: theirsNow, other });
  });
}
