import type { Member, Person, Message, MessageThread } from '@club/shared';
import { formerMember, personOf, type MemberItem } from '../members/index.js';
import type { MessageThreadItem } from './entities/message-thread.js';
import type { ThreadMessageItem } from './entities/thread-message.js';
import type { ThreadParticipantItem } from './entities/thread-participant.js';

export const THREAD_NOT_FOUND = 'Thread not found';
export const NO_REASON_LEFT = 'You can no longer message this member: nothing connects you any more';
export const YOU_BLOCKED = 'You blocked this member: unblock them to send a message';
export const THEY_BLOCKED = 'This member is not taking messages from you';
export const SUSPENDED = 'The club’s staff have paused your messaging';
export const MEMBER_GONE = 'This member has left the club';

/** A participant as read or as just written (a new one has no timestamps yet). */
export type Participant = Omit<ThreadParticipantItem, 'createdAt' | 'updatedAt'>;
/** A thread as read or as just written. */
export type StoredThread = Omit<MessageThreadItem, 'createdAt' | 'updatedAt'> & { updatedAt?: string };
/** A message as read or as just written. */
export type StoredMessage = Omit<ThreadMessageItem, 'createdAt' | 'updatedAt'>;

/** Why the caller may not send in a thread, or undefined when they may (the order is what the composer says first). */
export function cannotSendReason(input: {
  caller: Pick<Member, 'messagingSuspendedAt' | 'role'>;
  thread: Pick<StoredThread, 'reasons'>;
  mine: Pick<Participant, 'blocked'>;
  theirs: Pick<Participant, 'blocked'> | undefined;
  otherExists: boolean;
}): string | undefined {
  if (!input.otherExists) return MEMBER_GONE;
  if (input.mine.blocked) return YOU_BLOCKED;
  if (input.theirs?.blocked) return THEY_BLOCKED;
  if (input.caller.messagingSuspendedAt) return SUSPENDED;
  if (!input.thread.reasons.length) return NO_REASON_LEFT;
  return undefined;
}

/** The other member as the thread shows them ("Former member" once gone). */
export const otherPerson = (otherId: string, member: MemberItem | undefined): Person => (member ? personOf(member) : formerMember(otherId));

/** A thread as the caller's inbox and header show it. */
export function toThread(input: {
  caller: Pick<Member, 'messagingSuspendedAt' | 'role'>;
  thread: StoredThread;
  mine: Participant;
  theirs: Participant | undefined;
  other: MemberItem | undefined;
}): MessageThread {
  const { thread, mine } = input;
  const why = cannotSendReason({ ...input, otherExists: Boolean(input.other) });
  return {
    id: thread.id,
    other: otherPerson(mine.otherId, input.other),
    reasons: thread.reasons,
    ...(thread.lastMessage ? { lastMessage: { ...thread.lastMessage } } : {}),
    unread: mine.muted ? 0 : mine.unread,
    muted: mine.muted,
    blockedByMe: mine.blocked,
    canSend: !why,
    ...(why ? { cannotSendReason: why } : {}),
    // The later of the last message (or opening) and the thread's last change (an edit, a read, a block).
    updatedAt: [mine.lastActivityAt, thread.updatedAt ?? ''].sort().at(-1)!,
  };
}

/** A message as the API answers it. */
export const toMessage = (item: StoredMessage): Message => ({
  id: item.id,
  threadId: item.threadId,
  senderId: item.senderId,
  body: item.deleted ? '' : item.body,
  sentAt: item.sentAt,
  ...(item.editedAt ? { editedAt: item.editedAt } : {}),
  ...(item.deleted ? { deleted: true } : {}),
  ...(item.context ? { context: item.context } : {}),
});

/** The inbox's preview of a message: its first line, shortened. */
export const previewOf = (body: string): string => {
  const line = body.split('\n', 1)[0] ?? '';
  return line.length > 140 ? `${line.slice(0, 139)}…` : line;
};
