import { KIND_SPECS, fieldsOf, type SearchIndex } from './indexes.js';
import { tokenize } from './text.js';
import { fold } from './transliterate.js';
import { wordForms } from './terms.js';
import type { IndexKind } from './types.js';

/**
 * "Did you mean": each query word replaced by the nearest word the index
 * holds (up to 2 edits, a word it holds stays), offered only when the new
 * query finds something. The word is taken from the text of a document that
 * holds it, so the suggestion is a real spelling, never a folded form.
 */
export function nearestQuery(index: SearchIndex, words: string[], finds: (query: string) => boolean): string | undefined {
  const nearest = words.map((word) => nearestWord(index, word) ?? word);
  const suggestion = nearest.join(' ');
  if (suggestion === words.join(' ')) return undefined;
  return finds(suggestion) ? suggestion : undefined;
}

/** The longest run of letters two words share in order: of terms as near, the one that keeps more of what was typed. */
function sharedLetters(a: string, b: string): number {
  let previous = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const current = [0];
    for (let j = 1; j <= b.length; j++) current[j] = a[i - 1] === b[j - 1] ? previous[j - 1]! + 1 : Math.max(previous[j]!, current[j - 1]!);
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The nearest term: fewest edits, then the most typed letters kept, then the
 * most documents holding it. Only terms some document still holds count.
 */
function nearestWord(index: SearchIndex, word: string): string | undefined {
  const { dictionary, store } = index;
  const { own, loose } = wordForms(word);
  const held = (term: number | undefined) => term !== undefined && store.frequencyOf(term) > 0;
  if (held(dictionary.find(own ?? loose)) || held(dictionary.find(loose))) return word;
  const ranked = dictionary
    .near(loose, word.length <= 3 ? 1 : 2)
    .filter(({ number }) => held(number))
    .map(({ number, distance }) => ({ number, distance, kept: sharedLetters(loose, dictionary.terms[number]!), holding: store.frequencyOf(number) }))
    .sort((a, b) => a.distance - b.distance || b.kept - a.kept || b.holding - a.holding || a.number - b.number);
  const best = ranked[0];
  if (!best) return undefined;
  const term = dictionary.terms[best.number]!;
  let holder: number | undefined;
  store.postings(best.number, (doc) => (holder ??= doc));
  const entry = holder === undefined ? undefined : index.docs[holder];
  if (!entry) return undefined;
  const spec = KIND_SPECS[index.kind] as (typeof KIND_SPECS)[IndexKind];
  for (const field of fieldsOf(index.kind)) {
    const found = tokenize(spec.text(entry.source as never, field) ?? '').find((token) => token === term || fold(token) === term);
    if (found) return found;
  }
  return undefined;
}
