import type { DirectoryMember, Member } from '@club/shared';
import type { MemberResult, MemberSearchAnswer } from '@club/shared/api/search';
import { ownDirectoryCard } from '../members/index.js';
import { createIndex, search } from './engine/engine.js';
import type { EngineResult } from './engine/types.js';
import { membersIndex } from './kinds/members.js';
import { runSearch, type RunOptions, type SearchAsk } from './run-search.js';

/** The fields a search finds a member by or filters on: when the session's card and the indexed one differ in these, the session's is newer. */
const searchable = (card: DirectoryMember) =>
  JSON.stringify([
    card.firstName,
    card.lastName,
    card.title ?? '',
    card.company?.id ?? '',
    card.company?.name ?? '',
    card.chapters,
    card.badges,
    card.verified,
  ]);

const toResult = (result: EngineResult<'members'>): MemberResult => ({ member: result.source, highlights: result.highlights });

/**
 * The directory's search. Read-your-writes: the caller's own card comes from
 * the session's member (read with the session, so no extra round); when it
 * differs from the indexed one (the stream has not indexed their edit yet),
 * their stale entry is dropped and the session's card is searched on its own
 * and, when it matches, answered first on the first page. Facet counts stay
 * the index's until the stream catches up (a second or so).
 */
export async function searchMembersAs(
  member: Member,
  ask: SearchAsk,
  options: RunOptions = {},
): Promise<{ answer: MemberSearchAnswer; cursor: string | undefined }> {
  const { answer, query, cursor } = await runSearch(membersIndex, member, ask, options);
  const indexed = answer.results.find((result) => result.source.id === member.id);
  const own = ownDirectoryCard(member, indexed?.source);
  const results = answer.results.map(toResult);
  const shaped = { total: answer.total, results, facets: answer.facets, ...(answer.didYouMean ? { didYouMean: answer.didYouMean } : {}) };
  if (indexed && own && searchable(indexed.source) === searchable(own)) return { answer: shaped, cursor };
  const ownHit = own ? search(createIndex('members', [own]), { ...query, offset: 0, limit: 1 }).results[0] : undefined;
  if (!indexed && !ownHit) return { answer: shaped, cursor };
  const others = results.filter((result) => result.member.id !== member.id);
  const total = answer.total - (indexed ? 1 : 0) + (ownHit ? 1 : 0);
  const page = ownHit && query.offset === 0 ? [toResult(ownHit), ...others].slice(0, query.limit) : others;
  const { didYouMean: _stale, ...rest } = shaped;
  return { answer: { ...rest, total, results: page, ...(total === 0 && shaped.didYouMean ? { didYouMean: shaped.didYouMean } : {}) }, cursor };
}
