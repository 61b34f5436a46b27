import { stem, wordIndex, wordsOf, type HsCatalogue, type HsEntry, type HsWordIndex } from './load.js';

export type HsMatchKind = 'code' | 'prefix' | 'heading' | 'words';

export interface HsHit {
  entry: HsEntry;
  matchedBy: HsMatchKind;
}

/**
 * Trade names the nomenclature does not use, mapped to the words it does:
 * each alternative is a phrase whose words must all appear ("chilli" is
 * "Capsicum" in HS; a "laptop" is a "portable" "data processing" machine).
 */
const SYNONYMS: Record<string, string[]> = {
  chilli: ['capsicum'],
  chili: ['capsicum'],
  chilly: ['capsicum'],
  mirchi: ['capsicum'],
  paprika: ['capsicum'],
  prawn: ['shrimp'],
  shrimp: ['prawn'],
  brinjal: ['aubergine'],
  eggplant: ['aubergine'],
  haldi: ['turmeric'],
  jeera: ['cumin'],
  elaichi: ['cardamom'],
  phone: ['telephone'],
  mobile: ['smartphone', 'telephone cellular'],
  cellphone: ['smartphone', 'telephone cellular'],
  laptop: ['portable data processing'],
  computer: ['data processing machine'],
  server: ['data processing machine'],
  medicine: ['medicament'],
  drug: ['medicament'],
  tablet: ['medicament'],
  tmt: ['bar rod'],
  rebar: ['bar rod'],
  soy: ['soya'],
  soybean: ['soya'],
};

/** Words that carry no meaning for classification. */
const STOPWORDS = new Set(['of', 'and', 'or', 'the', 'a', 'an', 'in', 'for', 'with', 'to', 'not', 'other', 'than', 'by', 'on', 'its', 'their']);

/**
 * Chapters the club's members trade in most (seafood, spices, rice, cashew,
 * mango pulp, tobacco, pharma, cotton, granite, jewellery, machinery,
 * electronics): among equal word matches, theirs come first.
 */
const FOCUS_CHAPTERS = new Set(['03', '08', '09', '10', '20', '24', '30', '52', '68', '71', '84', '85']);

/** One query word: the phrases (word lists) any of which satisfies it. */
type Term = string[][];

function queryTerms(text: string): Term[] {
  return wordsOf(text)
    .filter((word) => !STOPWORDS.has(word) && !/^\d+$/.test(word))
    .map((word) => [[word], ...(SYNONYMS[word] ?? []).map((phrase) => phrase.split(' ').map(stem))]);
}

/**
 * The entries holding a word: the word itself scores 2, longer words starting
 * with it (3+ letters) score 1. The vocabulary is a few thousand words, so a
 * pass over it costs well under a millisecond.
 */
function wordMatches(catalogue: HsWordIndex, word: string): Map<number, number> {
  const found = new Map<number, number>();
  for (const index of catalogue.postings.get(word) ?? []) found.set(index, 2);
  if (word.length >= 3) {
    for (const [vocab, list] of catalogue.postings) {
      if (vocab.length > word.length && vocab.startsWith(word)) for (const index of list) if (!found.has(index)) found.set(index, 1);
    }
  }
  return found;
}

/** Entries satisfying a term (any of its phrases, every word of the phrase), with the best score. */
function termMatches(catalogue: HsWordIndex, term: Term): Map<number, number> {
  const result = new Map<number, number>();
  for (const phrase of term) {
    let acc: Map<number, number> | undefined;
    for (const word of phrase) {
      const next = wordMatches(catalogue, word);
      if (!acc) {
        acc = next;
      } else {
        const merged = new Map<number, number>();
        for (const [index, score] of acc) {
          const other = next.get(index);
          if (other) merged.set(index, Math.min(score, other));
        }
        acc = merged;
      }
    }
    for (const [index, score] of acc ?? []) result.set(index, Math.max(result.get(index) ?? 0, score));
  }
  return result;
}

const LEVEL_ORDER = { chapter: 0, heading: 1, subheading: 2 } as const;
const byLevelThenCode = (a: HsEntry, b: HsEntry) => LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level] || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);

/** The query's words side by side in the description ("cotton yarn" in "Cotton yarn (other than…"). */
function hasPhrase(words: string[], query: string[]): boolean {
  if (query.length < 2) return false;
  for (let i = 0; i + query.length <= words.length; i++) {
    if (query.every((word, j) => words[i + j] === word)) return true;
  }
  return false;
}

/**
 * The search of the HS Code Helper, over the whole catalogue in memory.
 * Ranking: the exact code first, then codes starting with it (headings before
 * subheadings); for words, chapters and headings whose description holds
 * every word before subheadings that do, each tier by how well the words
 * match (whole words over prefixes, the words side by side, the first word of
 * the description, the club's focus chapters, shorter descriptions), then by
 * code. A national tariff item of 8 digits ("03061711") answers its 6-digit
 * subheading. Digits in a text query narrow the words' matches to codes
 * starting with them ("0306 frozen").
 */
export function searchCatalogue(catalogue: HsCatalogue, query: string, limit: number, options: { anyWords?: boolean } = {}): HsHit[] {
  const text = query.trim();
  const compact = text.replace(/[.\s-]/g, '');
  if (/^\d+$/.test(compact)) return searchCode(catalogue, compact, limit);
  const prefixes = (text.match(/\b\d{2,}\b/g) ?? []).map((digits) => digits.slice(0, 6));
  const terms = queryTerms(text);
  if (!terms.length) return [];
  const index = wordIndex(catalogue);
  if (options.anyWords) return bestMatches(catalogue, terms, limit);
  let scores: Map<number, number> | undefined;
  for (const term of terms) {
    const matches = termMatches(index, term);
    if (!scores) {
      scores = matches;
    } else {
      const merged = new Map<number, number>();
      for (const [index, score] of scores) {
        const other = matches.get(index);
        if (other) merged.set(index, score + other);
      }
      scores = merged;
    }
    if (!scores.size) return [];
  }
  const queryWords = terms.map((term) => term[0]![0]!);
  const scored: { entry: HsEntry; score: number }[] = [];
  for (const [position, base] of scores ?? []) {
    const entry = catalogue.entries[position]!;
    const words = index.words[position]!;
    if (prefixes.length && !prefixes.some((prefix) => entry.code.startsWith(prefix))) continue;
    let score = base;
    if (hasPhrase(words, queryWords)) score += 2;
    if (terms[0]!.some((phrase) => phrase[0] === words[0])) score += 1;
    if (FOCUS_CHAPTERS.has(entry.code.slice(0, 2))) score += 0.5;
    scored.push({ entry, score: score - entry.description.length / 1_000 });
  }
  scored.sort((a, b) => {
    const tierA = a.entry.level === 'subheading' ? 1 : 0;
    const tierB = b.entry.level === 'subheading' ? 1 : 0;
    return tierA - tierB || b.score - a.score || byLevelThenCode(a.entry, b.entry);
  });
  return scored.slice(0, limit).map(({ entry }) => ({ entry, matchedBy: entry.level === 'subheading' ? 'words' : 'heading' }));
}

/**
 * A product description's closest codes (HS mapping): entries holding any of
 * its words, each word weighted by how rare it is in the nomenclature
 * ("capsicum" says more than "whole"), then the most specific level first (a
 * subheading is what a declaration needs), then by code.
 */
function bestMatches(catalogue: HsCatalogue, terms: Term[], limit: number): HsHit[] {
  const index = wordIndex(catalogue);
  const total = catalogue.entries.length;
  const found = new Map<number, number>();
  for (const term of terms) {
    const matches = termMatches(index, term);
    const weight = Math.log(total / (1 + matches.size));
    for (const [position, score] of matches) found.set(position, (found.get(position) ?? 0) + (weight * score) / 2);
  }
  return [...found]
    .map(([position, score]) => {
      const entry = catalogue.entries[position]!;
      const focus = FOCUS_CHAPTERS.has(entry.code.slice(0, 2)) ? 0.5 : 0;
      return { entry, score: score + focus - entry.description.length / 1_000 };
    })
    .sort((a, b) => b.score - a.score || LEVEL_ORDER[b.entry.level] - LEVEL_ORDER[a.entry.level] || (a.entry.code < b.entry.code ? -1 : 1))
    .slice(0, limit)
    .map(({ entry }) => ({ entry, matchedBy: entry.level === 'subheading' ? 'words' : 'heading' }));
}

function searchCode(catalogue: HsCatalogue, digits: string, limit: number): HsHit[] {
  const hits: HsHit[] = [];
  // An 8- or 10-digit national tariff item answers its subheading, or its heading.
  const exact =
    catalogue.byCode.get(digits) ?? (digits.length > 6 ? (catalogue.byCode.get(digits.slice(0, 6)) ?? catalogue.byCode.get(digits.slice(0, 4))) : undefined);
  if (exact) hits.push({ entry: exact, matchedBy: 'code' });
  const prefix = exact && digits.length > 6 ? exact.code : digits;
  const under = catalogue.entries.filter((entry) => entry.code !== exact?.code && entry.code.startsWith(prefix)).sort(byLevelThenCode);
  for (const entry of under) {
    if (hits.length >= limit) break;
    hits.push({ entry, matchedBy: 'prefix' });
  }
  return hits.slice(0, limit);
}
