import { SEARCH_FACETS, SEARCH_LIMITS, type SearchKind } from '@club/shared/search/constants';
import { kindFilterName, type FacetValue, type Highlights, type KindSearchAnswer, type SearchHit, type SearchItem } from '@club/shared/api/search';
import type { Member } from '@club/shared';
import type { EngineQuery } from './engine/types.js';
import { labelForums } from './forum-labels.js';
import { searchHitsOf } from './search-hits.js';

/** What searchAll asks with a kind: the text, the page, `when` for events and every filter by its searchAll name. */
export interface KindAsk {
  kind: SearchKind;
  q: string;
  limit?: number | undefined;
  cursor?: string | undefined;
  when?: EngineQuery['when'] | undefined;
  [filter: string]: unknown;
}

const plain = (parts: Highlights[string]) => parts.map((part) => part.text).join('');

/**
 * A hit's text around its match, plain: the highlighted field with the most
 * text (a body's snippet around its first match, else a short field such as
 * a name), or the title when nothing was highlighted (an empty query).
 */
function snippetOf(hit: SearchHit): string {
  const texts = Object.values(hit.highlights).map(plain);
  return texts.reduce((longest, text) => (text.length > longest.length ? text : longest), '') || hit.title;
}

/** The kind's facets named as searchAll's filters; the forum facet with its forums' titles, as the posts route answers it. */
async function facetsOf(kind: SearchKind, facets: Record<string, FacetValue[]>): Promise<Record<string, FacetValue[]>> {
  const named = Object.fromEntries(Object.entries(facets).map(([name, values]) => [kindFilterName(name), values]));
  if (kind !== 'posts') return named;
  const forums = await labelForums(named.forumId);
  return { ...named, ...(forums ? { forumId: forums } : {}) };
}

/**
 * GET /api/search with a kind: a page of that kind's search (the same search
 * as its own route: read-your-writes and blocks included) as items with
 * snippets, its facets, the total and the next page's cursor.
 */
export async function searchOneKind(member: Member, ask: KindAsk): Promise<{ answer: KindSearchAnswer; cursor: string | undefined }> {
  const { kind, q, limit = SEARCH_LIMITS.pageDefault, cursor, when } = ask;
  const filters = Object.fromEntries(SEARCH_FACETS[kind].map((facet) => [facet, ask[kindFilterName(facet)] as string | undefined]));
  const found = await searchHitsOf[kind](member, { q, limit, cursor, filters, ...(kind === 'events' ? { when: when ?? 'upcoming' } : {}) });
  const items: SearchItem[] = found.hits.map((hit) => ({ ...hit, snippet: snippetOf(hit) }));
  const answer: KindSearchAnswer = {
    items,
    facets: await facetsOf(kind, found.facets),
    total: found.total,
    ...(found.cursor ? { cursor: found.cursor } : {}),
    ...(found.didYouMean ? { didYouMean: found.didYouMean } : {}),
  };
  return { answer, cursor: found.cursor };
}
