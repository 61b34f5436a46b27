import { fold } from './transliterate.js';

/**
 * Each word is indexed under its own token and its folded form (Telugu
 * transliterated, Latin spellings loosened), so either spelling finds it and
 * the same spelling ranks first (it matches both).
 */
export function indexTerms(term: string): string[] {
  const folded = fold(term);
  return folded === term ? [term] : [term, folded];
}

/** Typos allowed for a word: none below 4 letters, 1 up to 7, 2 above. */
export function editDistanceFor(term: string): number {
  if (term.length < 4) return 0;
  return term.length <= 7 ? 1 : 2;
}

/**
 * What one query word looks for: its own token, exactly, and its folded
 * form, exactly, by prefix and with typos. Prefixes and typos are matched on
 * the folded form only (the loose form already absorbs most spelling
 * variants, and matching both would double the work); the word's own token
 * counts exactly, so the same spelling ranks first.
 */
export function wordForms(word: string): { own: string | undefined; loose: string } {
  const folded = fold(word);
  return { own: folded === word ? undefined : word, loose: folded };
}
