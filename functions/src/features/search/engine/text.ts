/**
 * Words of a text as the search indexes them: NFC, lower-case, split on
 * anything that is not a letter, a combining mark or a digit. Marks count as
 * part of a word so Telugu vowel signs and the virama stay inside it
 * (a `\w`-style split would cut "రెడ్డి" into pieces).
 */
const NOT_WORD = /[^\p{L}\p{M}\p{N}]+/u;
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

export function tokenize(text: string): string[] {
  return text
    .normalize('NFC')
    .toLowerCase()
    .split(NOT_WORD)
    .filter((word) => word.length > 0);
}

/** A word of a text with where it stands (in the NFC text), for highlighting. */
export interface WordSpan {
  start: number;
  end: number;
  /** Lower-cased, as indexed. */
  token: string;
}

/** The text in NFC with its words' spans. */
export function wordSpans(text: string): { text: string; words: WordSpan[] } {
  const normal = text.normalize('NFC');
  const words: WordSpan[] = [];
  for (const found of normal.matchAll(WORD)) {
    words.push({ start: found.index, end: found.index + found[0].length, token: found[0].toLowerCase() });
  }
  return { text: normal, words };
}
