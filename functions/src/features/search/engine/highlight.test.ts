import { describe, expect, it } from 'vitest';
import { SEARCH_LIMITS } from '@club/shared/search/constants';
import { highlightField, highlightFields, matchesTerms } from './highlight.js';

const joined = (parts: { text: string }[] | undefined) => parts?.map((p) => p.text).join('');

describe('highlightField', () => {
  it('marks the words whose token or folded form the search matched, in either script', () => {
    const isMatch = matchesTerms(new Set(['redi', 'venkata']));
    expect(highlightField('Venkata Reddy (రెడ్డి)', isMatch, false)).toEqual([
      { text: 'Venkata', match: true },
      { text: ' ' },
      { text: 'Reddy', match: true },
      { text: ' (' },
      { text: 'రెడ్డి', match: true },
      { text: ')' },
    ]);
  });

  it('answers undefined when no word matched', () => {
    expect(highlightField('Pavan Kumar', matchesTerms(new Set(['reddy'])), false)).toBeUndefined();
  });

  it('cuts a long field to a snippet around its first match, on word boundaries', () => {
    const before = 'Opening words about the club and its chapters. '.repeat(8);
    const after = ' More words follow here about trade and travel.'.repeat(8);
    const text = `${before}We export turmeric from Nizamabad.${after}`;
    const parts = highlightField(text, matchesTerms(new Set(['turmeric'])), true)!;
    const snippet = joined(parts)!;
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet.length).toBeLessThanOrEqual(SEARCH_LIMITS.snippetChars + 2);
    expect(parts.filter((p) => p.match)).toEqual([{ text: 'turmeric', match: true }]);
    // Whole words only at both cuts.
    expect(text).toContain(snippet.slice(1, -1));
    expect(/^…[A-Z]/.test(snippet) || /^…[a-z]/.test(snippet)).toBe(true);
    expect(text.indexOf(snippet.slice(1, -1)) === 0 || /\W/.test(text[text.indexOf(snippet.slice(1, -1)) - 1]!)).toBe(true);
  });

  it('keeps a long field whole when it is short enough, and a match at its start without a lead', () => {
    expect(joined(highlightField('Turmeric wanted.', matchesTerms(new Set(['turmeric'])), true))).toBe('Turmeric wanted.');
    const long = `Turmeric ${'filler '.repeat(60)}`;
    expect(joined(highlightField(long, matchesTerms(new Set(['turmeric'])), true))?.startsWith('Turmeric')).toBe(true);
  });
});

describe('highlightFields', () => {
  it('keeps only the fields with a matched word, and none for an empty query', () => {
    const fields = [
      { name: 'name', text: 'Ramesh Reddy', long: false },
      { name: 'company', text: 'Krishna Tech', long: false },
      { name: 'title', text: undefined, long: false },
    ];
    expect(Object.keys(highlightFields(fields, new Set(['ramesh'])))).toEqual(['name']);
    expect(highlightFields(fields, new Set())).toEqual({});
  });
});
