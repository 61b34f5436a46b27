import type { Member } from '@club/shared';
import { membersBlockedInMessages } from '../messages/index.js';
import { blocksOf } from '../network/index.js';
import { search } from './engine/engine.js';
import type { EngineAnswer, EngineQuery, IndexKind } from './engine/types.js';
import { currentIndex } from './held-indexes.js';
import type { IndexedKind } from './kinds/indexed-kind.js';
import { decodeOffset, nextCursor } from './paging.js';

/** What a kind's route asks: the text, the page, its facet filters (and for events, when). */
export interface SearchAsk {
  q: string;
  limit: number;
  cursor?: string | undefined;
  filters: Record<string, string | undefined>;
  when?: EngineQuery['when'];
}

export interface SearchRun<K extends IndexKind> {
  answer: EngineAnswer<K>;
  query: EngineQuery;
  cursor: string | undefined;
}

export interface RunOptions {
  now?: Date;
  /** The caller's blocks when already read (the global search reads them once for every kind). */
  blocked?: Promise<ReadonlySet<string>> | ReadonlySet<string>;
  /** Club staff at work: the staff index answers everyone, their own blocks aside. */
  staff?: boolean;
}

/**
 * Everyone the member must not be shown: blocked either way in the network,
 * and the members they blocked in messages (two Queries at once).
 */
export async function blockedBy(memberId: string): Promise<ReadonlySet<string>> {
  const [network, messages] = await Promise.all([blocksOf(memberId), membersBlockedInMessages(memberId)]);
  return new Set([...network, ...messages]);
}

/**
 * One kind's search for a member: the index made current (its deltas: one
 * Query) and the members the caller blocked or who blocked them (blockedBy),
 * all at once, so a warm search is one round. Blocked members and their
 * posts are never answered.
 */
export async function runSearch<K extends IndexKind>(indexed: IndexedKind<K>, member: Member, ask: SearchAsk, options: RunOptions = {}): Promise<SearchRun<K>> {
  const offset = decodeOffset(ask.cursor);
  const now = options.now ?? new Date();
  const [index, blocked] = await Promise.all([currentIndex(indexed), options.blocked ?? (options.staff ? new Set<string>() : blockedBy(member.id))]);
  const query: EngineQuery = {
    q: ask.q,
    filters: ask.filters,
    limit: ask.limit,
    offset,
    now,
    ...(ask.when ? { when: ask.when } : {}),
    ...(blocked.size ? { excludeMemberIds: blocked } : {}),
  };
  const answer = search(index, query) as EngineAnswer<K>;
  return { answer, query, cursor: nextCursor(offset, ask.limit, answer.total) };
}
