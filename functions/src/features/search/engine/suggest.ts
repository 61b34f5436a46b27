import { KIND_SPECS, fieldsOf, type SearchIndex } from './indexes.js';
import { tokenize } from './text.js';
import { fold } from './transliterate.js';
import { wordQuery } from './terms.js';
import type { IndexKind } from './types.js';

/**
 * "Did you mean": each query word replaced by the nearest word the index
 * holds (up to 2 edits, a word it holds stays), offered only when the new
 * query finds something. The word is taken from the text of the document it
 * matched, so the suggestion is a real spelling, never a folded form.
 */
export function nearestQuery(index: SearchIndex, words: string[], finds: (query: string) => boolean): string | undefined {
  const nearest = words.map((word) => nearestWord(index, word) ?? word);
  const suggestion = nearest.join(' ');
  if (suggestion === words.join(' ')) return undefined;
  return finds(suggestion) ? suggestion : undefined;
}

function nearestWord(index: SearchIndex, word: string): string | undefined {
  const [best] = index.mini.search(wordQuery(word), { prefix: false, fuzzy: word.length <= 3 ? 1 : 2, maxFuzzy: 2, processTerm: (term) => term });
  if (!best) return undefined;
  const terms = new Set(Object.keys(best.match));
  if (terms.has(word) || terms.has(fold(word))) return word;
  const entry = index.entries.get(best.id as string);
  if (!entry) return undefined;
  const spec = KIND_SPECS[index.kind] as (typeof KIND_SPECS)[IndexKind];
  for (const field of fieldsOf(index.kind)) {
    const found = tokenize(spec.text(entry.source as never, field) ?? '').find((token) => terms.has(token) || terms.has(fold(token)));
    if (found) return found;
  }
  return undefined;
}
