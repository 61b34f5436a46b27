import { key } from '../../../platform/db/keys.js';

/** A thread's partition: the thread item, its participants, messages and send keys. */
export const threadPartition = (threadId: string): string => key('THREAD', threadId);
export const THREAD_ITEM = 'THREAD';
export const PARTICIPANT = 'MEMBER';
export const MESSAGE = 'MSG';
export const SEND_KEY = 'SENT';

/** Separates the two member ids in a thread id (member ids never hold it: they are the identity provider's UUIDs). */
const PAIR_SEPARATOR = ':';

/**
 * The one thread id of two members: both ids, the lower first, so either
 * member opening it computes the same id and a concurrent open creates one
 * thread. Undefined when the ids cannot make one (an id holding the
 * separator, or the pair longer than an id may be).
 */
export function threadIdOf(a: string, b: string): string | undefined {
  if (a === b || a.includes(PAIR_SEPARATOR) || b.includes(PAIR_SEPARATOR)) return undefined;
  const id = [a, b].sort().join(PAIR_SEPARATOR);
  return id.length <= 100 ? id : undefined;
}

/** The two members of a thread id, or undefined when it is not one (a 404, before any read). */
export function membersOfThread(threadId: string): [string, string] | undefined {
  const parts = threadId.split(PAIR_SEPARATOR);
  if (parts.length !== 2 || !parts[0] || !parts[1] || parts[0] >= parts[1]) return undefined;
  return [parts[0], parts[1]];
}

/** The thread's other member for `memberId`, or undefined when `memberId` is not one of its two (the caller gets a 404). */
export function otherMemberOf(threadId: string, memberId: string): string | undefined {
  const members = membersOfThread(threadId);
  if (!members || !members.includes(memberId)) return undefined;
  return members[0] === memberId ? members[1] : members[0];
}

/** A member's threads in one view, by last activity (gsi1; read reversed: newest first). */
export const threadsOf = (memberId: string, view: 'inbox' | 'blocked') => ({ index: 'gsi1', partition: key('MEMBER', memberId, 'THREADS', view) }) as const;

/** The index sort key of a participant: last activity, then the thread id. */
export const activityKey = (lastActivityAt: string, threadId: string): string => `${lastActivityAt}#${threadId}`;

/** A thread's messages, in (sentAt, id) order (read reversed: newest first). */
export const messagesOf = (threadId: string) => ({ partition: threadPartition(threadId), range: { beginsWith: `${MESSAGE}#` } }) as const;
/** Messages after `messageId` (exclusive), oldest first when read ascending. */
export const messagesAfter = (threadId: string, messageId: string | undefined) =>
  messageId
    ? ({ partition: threadPartition(threadId), range: { between: [`${MESSAGE}#${messageId}\u0000`, `${MESSAGE}#\uffff`] as [string, string] } } as const)
    : messagesOf(threadId);
