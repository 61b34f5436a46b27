import { SEARCH_KINDS, SEARCH_LIMITS } from '@club/shared/search/constants';
import type { GlobalSearchAnswer } from '@club/shared/api/search';
import type { Member } from '@club/shared';
import { blockedBy } from './run-search.js';
import { searchHitsOf } from './search-hits.js';

/**
 * GET /api/search without a kind: each kind's best SEARCH_LIMITS.groupSize
 * for the text, all kinds at once (each index's deltas and the caller's
 * blocks: one round when warm), in SEARCH_KINDS order, empty kinds left out.
 */
export async function searchEverything(member: Member, q: string): Promise<GlobalSearchAnswer> {
  const blocked = blockedBy(member.id);
  const ask = { q, limit: SEARCH_LIMITS.groupSize, filters: {} };
  const options = { blocked };
  const answers = await Promise.all(SEARCH_KINDS.map((kind) => searchHitsOf[kind](member, kind === 'events' ? { ...ask, when: 'upcoming' } : ask, options)));
  const didYouMean = answers.find((answer) => answer.didYouMean)?.didYouMean;
  const found = SEARCH_KINDS.flatMap((kind, at) => {
    const { total, hits } = answers[at]!;
    return total > 0 ? [{ kind, total, hits }] : [];
  });
  return { groups: found, ...(!found.length && didYouMean ? { didYouMean } : {}) };
}
