import { createHash } from 'node:crypto';
import { NEXT_CURSOR_HEADER, type Member, type ThreadPage } from '@club/shared';
import { queryPage } from '../../platform/db/pages.js';
import { etagOf, matchesIfNoneMatch, reply, type Reply } from '../../platform/http/reply.js';
import { readPage, type PageRequest } from '../../platform/paging.js';
import { messagesData } from './data.js';
import { messagesOf } from './entities/message-keys.js';
import { reasonsBetween } from './may-talk.js';
import { readThreadState, type ThreadState } from './thread-state.js';
import { refreshReasons } from './threads.js';
import { toMessage, toThread, type StoredMessage } from './thread-view.js';

/**
 * The thread's ETag: everything its answer depends on that can change
 * without a new message listed — the thread's version (every send, edit,
 * read, block and mute bumps it), both sides, the other member's card, both
 * members' read-receipt settings, the caller's messaging pause — and the
 * page asked for.
 */
function threadEtag(state: ThreadState, caller: Member, page: PageRequest): string {
  const parts = [
    state.thread.version,
    state.mine.updatedAt,
    state.theirs?.updatedAt ?? '',
    state.other?.updatedAt ?? 'gone',
    state.mySettings?.readReceipts ?? true,
    state.theirSettings?.readReceipts ?? true,
    caller.messagingSuspendedAt ?? '',
    page.limit,
    page.cursor ?? '',
  ];
  return etagOf(createHash('sha256').update(parts.join('\n')).digest('base64url').slice(0, 22));
}

/** The caller's newest message (of the page) the other has read, when both keep read receipts on. */
function seenMessageId(state: ThreadState, callerId: string, messages: StoredMessage[]): string | undefined {
  const receipts = (state.mySettings?.readReceipts ?? true) && (state.theirSettings?.readReceipts ?? true);
  const readUpTo = state.theirs?.readUpTo;
  if (!receipts || !readUpTo) return undefined;
  return messages.find((message) => message.senderId === callerId && message.id <= readUpTo)?.id;
}

/**
 * GET /api/messages/threads/{threadId}: one BatchGet reads the thread's
 * state; when the client's If-None-Match names its ETag, that is all (304).
 * Otherwise one more round reads a page of messages, newest first, and the
 * relationships (the reasons are stored again only when they changed).
 */
export async function threadPage(caller: Member, threadId: string, page: PageRequest, ifNoneMatch: string | undefined): Promise<Reply<ThreadPage>> {
  let state = await readThreadState(threadId, caller);
  const etag = threadEtag(state, caller, page);
  if (matchesIfNoneMatch(ifNoneMatch, etag)) return reply.notModified(etag);
  const [messages, found] = await Promise.all([
    readPage(page.cursor, () => queryPage(messagesData().messages, messagesOf(threadId), { limit: page.limit, cursor: page.cursor })),
    reasonsBetween(caller.id, state.otherId),
  ]);
  const thread = await refreshReasons(state.thread, [...state.thread.reasons.filter((reason) => reason.kind === 'staff'), ...found]);
  state = { ...state, thread };
  const seen = seenMessageId(state, caller.id, messages.items);
  const answer = reply.tagged<ThreadPage>(
    { thread: toThread({ caller, ...state }), messages: messages.items.map(toMessage), ...(seen ? { seenMessageId: seen } : {}) },
    // Computed again: a refresh of the reasons bumped the version, as the next poll will read it.
    threadEtag(state, caller, page),
  );
  if (messages.cursor) answer.result.headers = { ...answer.result.headers, [NEXT_CURSOR_HEADER]: messages.cursor };
  return answer;
}
