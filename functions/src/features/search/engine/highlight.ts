import { SEARCH_LIMITS } from '@club/shared/search/constants';
import type { HighlightPart, Highlights } from '@club/shared/api/search';
import { wordSpans, type WordSpan } from './text.js';
import { fold } from './transliterate.js';
import type { ShownField } from './indexes.js';

/** Of a snippet's characters, the share shown before its first matched word. */
const LEAD_SHARE = 0.3;

/**
 * Whether a word of a text is one the query matched: `terms` are the index
 * terms the search reported for the document (exact, prefix or fuzzy), which
 * are a word's own token or its folded form.
 */
export const matchesTerms =
  (terms: ReadonlySet<string>) =>
  (token: string): boolean =>
    terms.has(token) || terms.has(fold(token));

/**
 * One field split into parts with the matched words marked: a short field
 * whole, a long one as a snippet of SEARCH_LIMITS.snippetChars around its
 * first matched word (with "…" where it is cut). Undefined when no word of
 * the field matched.
 */
export function highlightField(text: string, isMatch: (token: string) => boolean, long: boolean): HighlightPart[] | undefined {
  const { text: normal, words } = wordSpans(text);
  const matched = words.filter((word) => isMatch(word.token));
  if (matched.length === 0) return undefined;
  let start = 0;
  let end = normal.length;
  if (long && normal.length > SEARCH_LIMITS.snippetChars) {
    const first = matched[0]!;
    const lead = Math.floor(SEARCH_LIMITS.snippetChars * LEAD_SHARE);
    start = Math.max(0, Math.min(first.start - lead, normal.length - SEARCH_LIMITS.snippetChars));
    // Cut on word boundaries: start at a word's beginning, end after a whole word.
    if (start > 0) start = words.find((word) => word.start >= start)?.start ?? first.start;
    end = Math.min(normal.length, start + SEARCH_LIMITS.snippetChars);
    if (end < normal.length) {
      const last = [...words].reverse().find((word) => word.end <= end && word.start >= start);
      end = Math.max(last?.end ?? end, first.end);
    }
  }
  return parts(normal, start, end, matched);
}

function parts(text: string, start: number, end: number, matched: WordSpan[]): HighlightPart[] {
  const out: HighlightPart[] = [];
  const plain = (from: number, to: number) => {
    if (to <= from) return;
    const last = out[out.length - 1];
    if (last && !last.match) last.text += text.slice(from, to);
    else out.push({ text: text.slice(from, to) });
  };
  if (start > 0) out.push({ text: '…' });
  let at = start;
  for (const word of matched) {
    if (word.start < start || word.end > end) continue;
    plain(at, word.start);
    out.push({ text: text.slice(word.start, word.end), match: true });
    at = word.end;
  }
  plain(at, end);
  if (end < text.length) {
    const last = out[out.length - 1];
    if (last && !last.match) last.text += '…';
    else out.push({ text: '…' });
  }
  return out;
}

/** The highlighted fields of one result; fields with no matched word are left out. */
export function highlightFields(fields: ShownField[], terms: ReadonlySet<string>): Highlights {
  const isMatch = matchesTerms(terms);
  const highlights: Highlights = {};
  if (terms.size === 0) return highlights;
  for (const field of fields) {
    if (!field.text) continue;
    const marked = highlightField(field.text, isMatch, field.long);
    if (marked) highlights[field.name] = marked;
  }
  return highlights;
}
