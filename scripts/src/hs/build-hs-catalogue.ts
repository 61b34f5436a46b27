/**
 * Builds the HS 2022 catalogue the trade assistance handlers search
 * (functions/src/features/trade-assistance/catalogue/hs-catalogue.json) from the
 * public-domain `datasets/harmonized-system` CSVs (ODC-PDDL-1.0):
 *
 *   git clone https://github.com/datasets/harmonized-system /tmp/hs
 *   npx tsx scripts/src/hs/build-hs-catalogue.ts /tmp/hs/data [commit]
 *
 * The output is compact: sections, then every chapter, heading and subheading
 * as [code, description] in code order (a code's section follows from its
 * chapter, its parent from its first digits). The folder's NOTICE.md records
 * the source, the commit and the licence.
 */
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../lib/paths.js';

/** The file the handlers read (next to its loader, and next to each bundle that needs it). */
export const catalogueFile = path.join(repoRoot, 'functions/src/features/trade-assistance/catalogue/hs-catalogue.json');

/** RFC 4180 rows: quoted fields may hold commas and doubled quotes. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') {
        quoted = false;
      } else {
        field += ch;
      }
    } else if (ch === '"') {
      quoted = true;
    } else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else {
      field += ch;
    }
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((f) => f.trim() !== ''));
}

export interface Catalogue {
  source: { dataset: string; commit: string; edition: string; licence: string; licenceUrl: string };
  /** [roman numeral, title, first chapter, last chapter]. */
  sections: [string, string, string, string][];
  /** [code, description] for every chapter (2 digits), heading (4) and subheading (6), in code order. */
  codes: [string, string][];
}

const sentence = (text: string) =>
  text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/^./, (c) => c.toUpperCase());

export function buildCatalogue(hsCsv: string, sectionsCsv: string, commit: string): Catalogue {
  const [sectionHeader, ...sectionRows] = parseCsv(sectionsCsv);
  if (sectionHeader?.join(',') !== 'section,name') throw new Error(`sections.csv: unexpected header ${sectionHeader?.join(',')}`);
  const [header, ...rows] = parseCsv(hsCsv);
  if (header?.join(',') !== 'section,hscode,description,parent,level') throw new Error(`harmonized-system.csv: unexpected header ${header?.join(',')}`);
  const codes: [string, string][] = [];
  const chaptersOf = new Map<string, string[]>();
  for (const [section, code, description, parent, level] of rows) {
    if (!section || !code || !description || section === 'TOTAL') continue;
    if (!/^\d+$/.test(code) || String(code.length) !== level) throw new Error(`harmonized-system.csv: odd row ${code} level ${level}`);
    if (code.length > 2 && !code.startsWith(parent ?? '')) throw new Error(`harmonized-system.csv: ${code} is not under ${parent}`);
    codes.push([code, sentence(description)]);
    if (code.length === 2) chaptersOf.set(section, [...(chaptersOf.get(section) ?? []), code]);
  }
  codes.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const sections = sectionRows.map(([numeral, title]): [string, string, string, string] => {
    const chapters = chaptersOf.get(numeral!) ?? [];
    if (!chapters.length) throw new Error(`section ${numeral} has no chapters`);
    return [numeral!, sentence(title!), chapters[0]!, chapters.at(-1)!];
  });
  return {
    source: {
      dataset: 'https://github.com/datasets/harmonized-system (data/harmonized-system.csv, data/sections.csv; from UN Comtrade)',
      commit,
      edition: 'HS 2022',
      licence: 'ODC-PDDL-1.0',
      licenceUrl: 'https://opendatacommons.org/licenses/pddl/1-0/',
    },
    sections,
    codes,
  };
}

/** One line per code keeps the diff of a new edition readable. */
export function formatCatalogue(catalogue: Catalogue): string {
  const lines = [
    '{',
    `"source": ${JSON.stringify(catalogue.source)},`,
    '"sections": [',
    catalogue.sections.map((s) => JSON.stringify(s)).join(',\n'),
    '],',
    '"codes": [',
    catalogue.codes.map((c) => JSON.stringify(c)).join(',\n'),
    ']',
    '}',
  ];
  return `${lines.join('\n')}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const [dir, commit = 'unknown'] = process.argv.slice(2);
  if (!dir) {
    console.error('usage: tsx scripts/src/hs/build-hs-catalogue.ts <folder with harmonized-system.csv and sections.csv> [commit]');
    process.exit(2);
  }
  const catalogue = buildCatalogue(
    fs.readFileSync(path.join(dir, 'harmonized-system.csv'), 'utf8'),
    fs.readFileSync(path.join(dir, 'sections.csv'), 'utf8'),
    commit,
  );
  fs.writeFileSync(catalogueFile, formatCatalogue(catalogue));
  const count = (digits: number) => catalogue.codes.filter(([code]) => code.length === digits).length;
  console.log(`${catalogueFile}: ${catalogue.sections.length} sections, ${count(2)} chapters, ${count(4)} headings, ${count(6)} subheadings`);
}
