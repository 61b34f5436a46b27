import type { Post } from '@club/shared/api/forums';
import { highlightFields } from './highlight.js';
import { facetNames, KIND_SPECS, type Candidate, type Entry, type Listing, type SearchIndex, type ShownField } from './indexes.js';
import { matchAll, matchedTerms, planWord, type WordPlan } from './match.js';
import { nearestQuery } from './suggest.js';
import { tokenize } from './text.js';
import { topK } from './top.js';
import type { EngineAnswer, EngineQuery, EngineResult, IndexKind } from './types.js';

const MAX_LISTINGS = 64;

/** The empty query's order: newest first; events soonest first (latest first among past ones). */
function listed(index: SearchIndex, query: EngineQuery): Candidate[] {
  if (!index.ordered) {
    // A reply is found by its words only; listing shows posts.
    const ascending = [...index.entries.values()]
      .filter((entry) => entry.postId === undefined)
      .sort((a, b) => a.time - b.time || a.doc - b.doc)
      .map((entry): Candidate => ({ entry, facetsFrom: entry }));
    index.ordered = { ascending, descending: [...ascending].reverse() };
  }
  return index.kind === 'events' && query.when !== 'past' ? index.ordered.ascending : index.ordered.descending;
}

/**
 * Whether a hit may be answered, and as what: a reply becomes its post
 * (dropped when the post is gone), excluded members and whatever they wrote
 * are dropped, events kept by `when`.
 */
function answerable(index: SearchIndex, query: EngineQuery, entry: Entry): Entry | undefined {
  const facetsFrom = entry.postId === undefined ? entry : index.entries.get(entry.postId);
  if (!facetsFrom || facetsFrom.postId !== undefined) return undefined;
  const excluded = query.excludeMemberIds;
  if (excluded?.size && ((entry.memberId && excluded.has(entry.memberId)) || (facetsFrom.memberId && excluded.has(facetsFrom.memberId)))) return undefined;
  if (index.kind === 'events' && query.when !== 'all' && entry.end !== undefined && entry.end > query.now.getTime() !== (query.when !== 'past'))
    return undefined;
  return facetsFrom;
}

/** The empty query: every listed document in order, filtered and counted; kept until the next change when it excludes no one. */
function listing(index: SearchIndex, query: EngineQuery): Listing {
  const cacheable = !query.excludeMemberIds?.size && index.kind !== 'events';
  const key = JSON.stringify([query.when ?? '', ...facetNames(index.kind).map((name) => query.filters[name] ?? '')]);
  const kept = cacheable ? index.listings.get(key) : undefined;
  if (kept) return kept;
  const all = listed(index, query);
  const candidates = cacheable ? all : all.filter((candidate) => answerable(index, query, candidate.entry));
  const { passing, facets } = index.facets.filterAndCount(
    candidates.map((candidate) => candidate.facetsFrom.doc),
    query.filters,
  );
  const answer = { passing: Array.from(passing, (place) => candidates[place]!), facets };
  if (cacheable) {
    // Bounded: a few dozen filter combinations cover the pages members browse.
    if (index.listings.size >= MAX_LISTINGS) index.listings.clear();
    index.listings.set(key, answer);
  }
  return answer;
}

interface Found {
  total: number;
  page: Candidate[];
  facets: Listing['facets'];
  plans: WordPlan[];
}

/** The text's hits as answers (a post once, its best hit), filtered and counted, and the page's best by score. */
function textSearch(index: SearchIndex, query: EngineQuery, words: string[]): Found {
  const { dictionary, store, facts } = index;
  const plans = words.map((word) => planWord(dictionary, store, word));
  const { docs, scores } = matchAll(store, dictionary.size, plans);
  const recency = KIND_SPECS[index.kind].recency ? facts.recencyAt(query.now.getTime()) : undefined;
  // Per answer, in typed arrays (no object per hit): the document hit, the one whose facets it has, its score.
  const hitDocs = new Int32Array(docs.length);
  const fromDocs = new Int32Array(docs.length);
  const hitScores = new Float64Array(docs.length);
  let hits = 0;
  // Posts: the place of each post's answer so far (a post and its replies answer once, by their best hit).
  const placeOfPost = index.kind === 'posts' ? new Int32Array(store.count).fill(-1) : undefined;
  const plain = !query.excludeMemberIds?.size && index.kind !== 'events';
  for (let at = 0; at < docs.length; at++) {
    const doc = docs[at]!;
    let from = doc;
    if (!plain || facts.reply[doc]) {
      const entry = index.docs[doc];
      const facetsFrom = entry && answerable(index, query, entry);
      if (!facetsFrom) continue;
      from = facetsFrom.doc;
    }
    const score = recency ? scores[at]! * recency(doc) : scores[at]!;
    if (placeOfPost) {
      const earlier = placeOfPost[from]!;
      if (earlier >= 0) {
        if (score > hitScores[earlier]! || (score === hitScores[earlier] && doc < hitDocs[earlier]!)) {
          hitDocs[earlier] = doc;
          hitScores[earlier] = score;
        }
        continue;
      }
      placeOfPost[from] = hits;
    }
    hitDocs[hits] = doc;
    fromDocs[hits] = from;
    hitScores[hits++] = score;
  }
  const { passing, facets } = index.facets.filterAndCount(fromDocs.subarray(0, hits), query.filters);
  const before = (a: number, b: number) => hitScores[a]! > hitScores[b]! || (hitScores[a] === hitScores[b] && hitDocs[a]! < hitDocs[b]!);
  const best = topK(passing, query.offset + query.limit, before).slice(query.offset);
  const page = best.map((place): Candidate => ({ entry: index.docs[hitDocs[place]!]!, facetsFrom: index.docs[fromDocs[place]!]! }));
  return { total: passing.length, page, facets, plans };
}

function answerOf<K extends IndexKind>(index: SearchIndex<K>, candidate: Candidate, plans: WordPlan[]): EngineResult<K> {
  const spec = KIND_SPECS[index.kind] as (typeof KIND_SPECS)[IndexKind];
  const fields: ShownField[] = spec.shown(candidate.entry.source as never);
  const terms = new Set(plans.length ? matchedTerms(index.store, index.dictionary, plans, candidate.entry.doc) : []);
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

function run<K extends IndexKind>(index: SearchIndex<K>, query: EngineQuery, words: string[]): EngineAnswer<K> {
  let found: Found;
  if (words.length) found = textSearch(index, query, words);
  else {
    const { passing, facets } = listing(index, query);
    found = { total: passing.length, page: passing.slice(query.offset, query.offset + query.limit), facets, plans: [] };
  }
  return { total: found.total, results: found.page.map((candidate) => answerOf(index, candidate, found.plans)), facets: found.facets };
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
