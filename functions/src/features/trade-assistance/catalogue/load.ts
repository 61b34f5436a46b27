import fs from 'node:fs';

/**
 * The HS 2022 catalogue (hs-catalogue.json beside this file; source and
 * licence in NOTICE.md), read once per cold start on first use. The file sits
 * next to this module in the source tree and next to `index.mjs` in each
 * Lambda bundle that needs it (infra copies it: `handlerAssets` in
 * functions/src/handlers.ts), so the same relative URL finds it in both. It is
 * large JSON: kept out of the JavaScript bundle, parsed once.
 */
export const HS_CATALOGUE_FILE = 'hs-catalogue.json';

export type HsLevel = 'chapter' | 'heading' | 'subheading';

export interface HsEntry {
  code: string;
  description: string;
  level: HsLevel;
  /** Roman numeral of the section. */
  section: string;
}

export interface HsSection {
  number: string;
  title: string;
  firstChapter: string;
  lastChapter: string;
}

export interface HsCatalogue {
  source: { dataset: string; commit: string; edition: string; licence: string; licenceUrl: string };
  sections: HsSection[];
  /** Every chapter, heading and subheading in code order. */
  entries: HsEntry[];
  byCode: Map<string, HsEntry>;
}

/** The word index of the catalogue, built on the first word search (code look-ups never need it). */
export interface HsWordIndex {
  /** Stemmed words of each entry's description, by position in `entries`. */
  words: string[][];
  /** Word → the positions of the descriptions holding it (ascending). */
  postings: Map<string, number[]>;
}

export interface CatalogueFile {
  source: HsCatalogue['source'];
  sections: [string, string, string, string][];
  codes: [string, string][];
}

const LEVELS: Record<number, HsLevel> = { 2: 'chapter', 4: 'heading', 6: 'subheading' };

/**
 * A word as the search compares it: lower case, accents off, simple English
 * plural endings cut ("shrimps" → "shrimp", "chillies" → "chilly",
 * "mangoes" → "mango"), British and American spellings made one.
 */
export function stem(word: string): string {
  let w = word.toLowerCase();
  if (/[^ -~]/.test(w)) w = w.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && /(oes|ches|shes|sses|xes)$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us')) w = w.slice(0, -1);
  return SPELLINGS[w] ?? w;
}
const SPELLINGS: Record<string, string> = { jewelry: 'jewellery', aluminum: 'aluminium', color: 'colour', fiber: 'fibre', tire: 'tyre', sulfur: 'sulphur' };

const stems = new Map<string, string>();
/** The words of a text, each stemmed (stems memoised: the catalogue repeats its words). */
export const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^a-z0-9\u00c0-\u024f]+/)
    .filter(Boolean)
    .map((word) => {
      let stemmed = stems.get(word);
      if (stemmed === undefined) {
        stemmed = stem(word);
        stems.set(word, stemmed);
      }
      return stemmed;
    });

let cached: HsCatalogue | undefined;

/** Builds the in-memory catalogue from the file's JSON (exported for tests). */
export function buildCatalogue(file: CatalogueFile): HsCatalogue {
  const sections = file.sections.map(([number, title, firstChapter, lastChapter]) => ({ number, title, firstChapter, lastChapter }));
  const sectionByChapter = new Map<string, string>();
  for (const s of sections) {
    for (let c = Number(s.firstChapter); c <= Number(s.lastChapter); c++) sectionByChapter.set(String(c).padStart(2, '0'), s.number);
  }
  const sectionOf = (chapter: string) => sectionByChapter.get(chapter) ?? '';
  const entries = file.codes.map(([code, description]): HsEntry => {
    const level = LEVELS[code.length];
    if (!level) throw new Error(`HS catalogue: odd code ${code}`);
    return { code, description, level, section: sectionOf(code.slice(0, 2)) };
  });
  return { source: file.source, sections, entries, byCode: new Map(entries.map((entry) => [entry.code, entry])) };
}

const wordIndexes = new WeakMap<HsCatalogue, HsWordIndex>();

/** The catalogue's word index, built once (~100k words). */
export function wordIndex(catalogue: HsCatalogue): HsWordIndex {
  let index = wordIndexes.get(catalogue);
  if (!index) {
    const words = catalogue.entries.map((entry) => wordsOf(entry.description));
    const postings = new Map<string, number[]>();
    words.forEach((list, position) => {
      for (const word of list) {
        const found = postings.get(word);
        if (!found) postings.set(word, [position]);
        else if (found[found.length - 1] !== position) found.push(position);
      }
    });
    index = { words, postings };
    wordIndexes.set(catalogue, index);
  }
  return index;
}

let fileText: string | undefined;
const catalogueText = (): string => (fileText ??= fs.readFileSync(new URL(`./${HS_CATALOGUE_FILE}`, import.meta.url), 'utf8'));

/** The catalogue, read on first use. */
export function hsCatalogue(): HsCatalogue {
  cached ??= buildCatalogue(JSON.parse(catalogueText()) as CatalogueFile);
  return cached;
}

const chapters = new Map<string, HsCatalogue>();

/**
 * One chapter of the catalogue (the chapter, its headings and subheadings)
 * with every section: all that a code's own page or a code check reads, since
 * a code's ancestors and children share its chapter. Only that chapter's
 * lines are parsed, a hundredth of the catalogue, so a code's page costs a
 * cold start no whole-catalogue parse. The whole catalogue answers too once it
 * is loaded.
 */
export function hsChapter(chapter: string): HsCatalogue {
  if (cached) return cached;
  let found = chapters.get(chapter);
  if (!found) {
    found = buildCatalogue(readChapter(catalogueText(), chapter));
    chapters.set(chapter, found);
  }
  return found;
}

/**
 * The file's head (source and sections) and one chapter's codes, cut out of
 * the file's text: scripts/src/hs/build-hs-catalogue.ts writes one code per
 * line in code order, so a chapter's codes are the run of lines starting
 * `["<chapter>` (exported for tests, which compare it with the whole parse).
 */
export function readChapter(text: string, chapter: string): CatalogueFile {
  const codesAt = text.indexOf('"codes": [');
  const head = JSON.parse(`${text.slice(0, codesAt)}"codes": []}`) as CatalogueFile;
  const lineStart = `\n["${chapter}`;
  const start = text.indexOf(lineStart, codesAt);
  if (start < 0) return head;
  let end = start;
  while (text.startsWith(lineStart, end)) end = text.indexOf('\n', end + 1);
  return { ...head, codes: JSON.parse(`[${text.slice(start, end).replace(/,\s*$/, '')}]`) as CatalogueFile['codes'] };
}
