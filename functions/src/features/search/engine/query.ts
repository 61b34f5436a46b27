import type { SearchOptions } from 'minisearch';
import type { Post } from '@club/shared/api/forums';
import { filterAndCount } from './facets.js';
import { highlightFields } from './highlight.js';
import { facetNames, KIND_SPECS, type Candidate, type Entry, type Listing, type SearchIndex, type ShownField } from './indexes.js';
import { nearestQuery } from './suggest.js';
import { tokenize } from './text.js';
import { editDistanceFor, wordQuery } from './terms.js';
import type { EngineAnswer, EngineQuery, EngineResult, IndexKind } from './types.js';

/**
 * Relevance: an exact word beats a prefix beats a fuzzy match (MiniSearch's
 * weights, prefix above fuzzy), the same spelling beats another spelling of
 * the same name (it matches the word's own token and its folded form), and
 * every query word must match (AND).
 */
const WEIGHTS = { prefix: 0.375, fuzzy: 0.2 };
/** Prefix matching from this many letters: a single letter would match most of the index. */
const MIN_PREFIX = 2;
/**
 * Posts and listings: a new document scores up to 25% more than an old one
 * with the same match, halving every 30 days, so recency orders similar
 * matches without burying an old exact one.
 */
const RECENCY_BOOST = 0.25;
const RECENCY_HALF_LIFE_DAYS = 30;
const DAY_MS = 86_400_000;

function searchOptions(index: SearchIndex, now: Date): SearchOptions {
  const spec = KIND_SPECS[index.kind];
  const options: SearchOptions = {
    boost: spec.boost,
    prefix: (term) => term.length >= MIN_PREFIX,
    fuzzy: (term) => editDistanceFor(term),
    weights: WEIGHTS,
    // The words arrive tokenised and folded.
    processTerm: (term) => term,
  };
  if (spec.recency) {
    const nowMs = now.getTime();
    options.boostDocument = (id: string) => {
      const ageDays = Math.max(0, nowMs - (index.entries.get(id)?.time ?? 0)) / DAY_MS;
      return 1 + RECENCY_BOOST * 0.5 ** (ageDays / RECENCY_HALF_LIFE_DAYS);
    };
  }
  return options;
}

const NO_TERMS: readonly string[] = [];
const MAX_LISTINGS = 64;

/** The empty query's order: newest first; events soonest first (latest first among past ones). */
function listed(index: SearchIndex, query: EngineQuery): Candidate[] {
  if (!index.ordered) {
    // A reply is found by its words only; listing shows posts.
    const ascending = [...index.entries.values()]
      .filter((entry) => entry.postId === undefined)
      .sort((a, b) => a.time - b.time)
      .map((entry): Candidate => ({ entry, facetsFrom: entry, terms: NO_TERMS }));
    index.ordered = { ascending, descending: [...ascending].reverse() };
  }
  return index.kind === 'events' && query.when !== 'past' ? index.ordered.ascending : index.ordered.descending;
}

/**
 * What the text found (or everything, in order, for no text), as answers: a
 * reply becomes its post (dropped when the post is gone), each post answered
 * once (its best hit), excluded members and whatever they wrote dropped,
 * events kept by `when`.
 */
function candidates(index: SearchIndex, query: EngineQuery, words: string[]): Candidate[] {
  const excluded = query.excludeMemberIds?.size ? query.excludeMemberIds : undefined;
  const nowMs = query.now.getTime();
  const seenPosts = new Set<string>();
  const found: Candidate[] = [];
  const consider = (entry: Entry, terms: readonly string[]) => {
    const facetsFrom = entry.postId === undefined ? entry : index.entries.get(entry.postId);
    if (!facetsFrom || facetsFrom.postId !== undefined) return;
    if (excluded && ((entry.memberId && excluded.has(entry.memberId)) || (facetsFrom.memberId && excluded.has(facetsFrom.memberId)))) return;
    if (index.kind === 'events' && query.when !== 'all' && entry.end !== undefined && entry.end > nowMs !== (query.when !== 'past')) return;
    if (index.kind === 'posts') {
      if (seenPosts.has(facetsFrom.id)) return;
      seenPosts.add(facetsFrom.id);
    }
    found.push({ entry, facetsFrom, terms });
  };
  if (words.length === 0) {
    const all = listed(index, query);
    if (!excluded && index.kind !== 'events') return all;
    for (const { entry } of all) consider(entry, NO_TERMS);
    return found;
  }
  for (const result of index.mini.search({ combineWith: 'AND', queries: words.map(wordQuery) }, searchOptions(index, query.now))) {
    const entry = index.entries.get(result.id as string);
    if (entry) consider(entry, result.terms);
  }
  return found;
}

function answerOf<K extends IndexKind>(index: SearchIndex<K>, candidate: Candidate): EngineResult<K> {
  const spec = KIND_SPECS[index.kind] as (typeof KIND_SPECS)[IndexKind];
  const fields: ShownField[] = spec.shown(candidate.entry.source as never);
  const terms = new Set(candidate.terms);
  if (candidate.facetsFrom === candidate.entry)
    return { source: candidate.entry.source as EngineResult<K>['source'], highlights: highlightFields(fields, terms) };
  // A reply hit: answered with its post, the post's title highlighted beside the reply's snippet.
  const post = (candidate.facetsFrom.source as { post: Post }).post;
  return {
    source: candidate.entry.source as EngineResult<K>['source'],
    post,
    highlights: highlightFields([{ name: 'title', text: post.title, long: false }, ...fields], terms),
  };
}

/**
 * Filtered and counted. An empty query's answer is kept until the next
 * change when it excludes no one (events are compared with the time, so
 * never kept).
 */
function filtered(index: SearchIndex, query: EngineQuery, words: string[]): Listing {
  const names = facetNames(index.kind);
  if (words.length || query.excludeMemberIds?.size || index.kind === 'events') return filterAndCount(candidates(index, query, words), names, query.filters);
  const key = JSON.stringify([query.when ?? '', ...names.map((name) => query.filters[name] ?? '')]);
  let listing = index.listings.get(key);
  if (!listing) {
    listing = filterAndCount(candidates(index, query, words), names, query.filters);
    // Bounded: a few dozen filter combinations cover the pages members browse.
    if (index.listings.size >= MAX_LISTINGS) index.listings.clear();
    index.listings.set(key, listing);
  }
  return listing;
}

function run<K extends IndexKind>(index: SearchIndex<K>, query: EngineQuery, words: string[]): EngineAnswer<K> {
  const { passing, facets } = filtered(index, query, words);
  const page = passing.slice(query.offset, query.offset + query.limit);
  return { total: passing.length, results: page.map((candidate) => answerOf(index, candidate)), facets };
}

/**
 * Searches one index: the text (every word, typos and either script
 * welcome) and the filters, one page from `offset`, the total, each facet's
 * counts and, when nothing is found, a query of the index's own words that
 * finds something. The answer's facets may be shared between calls: read
 * them, never change them.
 */
export function search<K extends IndexKind>(index: SearchIndex<K>, query: EngineQuery): EngineAnswer<K> {
  const words = tokenize(query.q);
  const answer = run(index, query, words);
  if (answer.total === 0 && words.length) {
    const didYouMean = nearestQuery(index, words, (suggested) => run(index, { ...query, limit: 0, offset: 0 }, tokenize(suggested)).total > 0);
    if (didYouMean) answer.didYouMean = didYouMean;
  }
  return answer;
}
