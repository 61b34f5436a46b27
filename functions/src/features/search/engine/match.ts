import type { Dictionary } from './dictionary.js';
import type { Store } from './store.js';
import { editDistanceFor, wordForms } from './terms.js';

/**
 * Relevance: an exact word beats a prefix beats a typo. A term matched
 * exactly weighs 1; by prefix between PREFIX/2 and PREFIX (more as the
 * prefix covers more of the term); with typos below FUZZY (less per edit),
 * so any prefix outweighs any typo. The same spelling beats another spelling
 * of the same name: it matches the word's own token and its folded form.
 * Every query word must match (AND); a document's score is the sum over the
 * words of each matched term's weight × its rarity (idf) × its fields'
 * boosts, shorter fields weighing more.
 */
const PREFIX = 0.375;
const FUZZY = 0.18;
/** Prefix matching from this many letters: a single letter would match most of the index. */
export const MIN_PREFIX = 2;

/** One query word: the terms it matches, each with its weight × idf, and what walking their postings costs. */
export interface WordPlan {
  terms: Map<number, number>;
  cost: number;
}

export function planWord(dictionary: Dictionary, store: Store, word: string): WordPlan {
  const { own, loose } = wordForms(word);
  const weights = new Map<number, number>();
  const offer = (term: number | undefined, weight: number) => {
    if (term !== undefined && (weights.get(term) ?? 0) < weight) weights.set(term, weight);
  };
  if (own !== undefined) offer(dictionary.find(own), 1);
  offer(dictionary.find(loose), 1);
  if (loose.length >= MIN_PREFIX) {
    for (const term of dictionary.withPrefix(loose)) offer(term, PREFIX * (0.5 + (0.5 * loose.length) / dictionary.terms[term]!.length));
  }
  for (const { number, distance } of dictionary.near(loose, editDistanceFor(loose))) offer(number, FUZZY * (1 - distance / (loose.length + 1)));
  const terms = new Map<number, number>();
  let cost = 0;
  for (const [term, weight] of weights) {
    terms.set(term, weight * store.idf(term));
    cost += store.postingLength(term);
  }
  return { terms, cost };
}

/** Per store, reused between searches: scores by document, which round of which search last touched each, the candidates. */
interface Scratch {
  score: Float64Array;
  round: Uint32Array;
  rounds: number;
  candidates: Int32Array;
}
const scratches = new WeakMap<Store, Scratch>();

function scratchOf(store: Store): Scratch {
  let scratch = scratches.get(store);
  if (!scratch || scratch.score.length < store.count || scratch.rounds > 0xfffffff0) {
    const size = Math.max(store.count, 16) + (store.count >> 3);
    scratch = { score: new Float64Array(size), round: new Uint32Array(size), rounds: 0, candidates: new Int32Array(size) };
    scratches.set(store, scratch);
  }
  return scratch;
}

/**
 * The documents every word matches, with their scores. The cheapest word
 * (fewest postings) is walked first and gives the candidates; each other
 * word then either walks its own postings, keeping candidates it meets, or,
 * when the candidates are few, checks each candidate's own terms against
 * the word's: whichever costs less. So a short prefix such as "ra" beside a
 * full surname costs about as much as the surname.
 */
export function matchAll(store: Store, dictionarySize: number, plans: readonly WordPlan[]): { docs: Int32Array; scores: Float64Array } {
  if (plans.length === 0 || plans.some((plan) => plan.terms.size === 0)) return { docs: new Int32Array(0), scores: new Float64Array(0) };
  const [first, ...rest] = [...plans].sort((a, b) => a.cost - b.cost);
  const scratch = scratchOf(store);
  const { score, round, candidates } = scratch;
  let current = ++scratch.rounds;
  let count = 0;
  for (const [term, factor] of first!.terms) {
    store.postings(term, (doc, mask) => {
      const gained = factor * store.fieldScore(doc, mask);
      if (round[doc] === current) score[doc]! += gained;
      else {
        round[doc] = current;
        score[doc] = gained;
        candidates[count++] = doc;
      }
    });
  }
  for (const plan of rest) {
    if (count === 0) break;
    let kept = 0;
    if (plan.cost <= count * store.termsPerDocument()) {
      const previous = current;
      const met = ++scratch.rounds;
      for (const [term, factor] of plan.terms) {
        store.postings(term, (doc, mask) => {
          if (round[doc] !== previous && round[doc] !== met) return;
          round[doc] = met;
          score[doc]! += factor * store.fieldScore(doc, mask);
        });
      }
      for (let at = 0; at < count; at++) if (round[candidates[at]!] === met) candidates[kept++] = candidates[at]!;
      current = met;
    } else {
      const factors = new Float64Array(dictionarySize);
      for (const [term, factor] of plan.terms) factors[term] = factor;
      for (let at = 0; at < count; at++) {
        const doc = candidates[at]!;
        let gained = 0;
        store.forEachTerm(doc, (term, mask) => {
          const factor = factors[term]!;
          if (factor) gained += factor * store.fieldScore(doc, mask);
        });
        if (gained > 0) {
          score[doc]! += gained;
          candidates[kept++] = doc;
        }
      }
    }
    count = kept;
  }
  const docs = candidates.slice(0, count);
  const scores = new Float64Array(count);
  for (let at = 0; at < count; at++) scores[at] = score[docs[at]!]!;
  return { docs, scores };
}

/** The terms of a document the words matched (for highlights). */
export function matchedTerms(store: Store, dictionary: Dictionary, plans: readonly WordPlan[], doc: number): string[] {
  const found: string[] = [];
  store.forEachTerm(doc, (term) => {
    if (plans.some((plan) => plan.terms.has(term))) found.push(dictionary.terms[term]!);
  });
  return found;
}
