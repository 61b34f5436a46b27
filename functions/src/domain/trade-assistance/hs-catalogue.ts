import { HS_RESTRICTIONS_SHOWN, type HsCodeDetail, type HsCodeResult } from '@club/shared';
import { NotFoundError } from '../../lib/errors.js';
import { hsCatalogue, type HsCatalogue, type HsEntry } from './catalogue/load.js';
import { searchCatalogue, type HsMatchKind } from './catalogue/search.js';
import { rulesFor } from './hs-rules.js';
import { tariffLineFor, TARIFF_AS_OF } from './rates.js';

/** The chapter and section an entry sits in. */
function placeOf(catalogue: HsCatalogue, entry: HsEntry) {
  const chapter = catalogue.byCode.get(entry.code.slice(0, 2));
  const section = catalogue.sections.find((s) => s.number === entry.section);
  return {
    chapter: { code: entry.code.slice(0, 2), title: chapter?.description ?? '' },
    section: { number: entry.section, title: section?.title ?? '' },
  };
}

/** A search result (spec 2 §3.8 HS code result): category = the chapter's name (the section's, for a chapter). */
export function toHsResult(catalogue: HsCatalogue, entry: HsEntry, matchedBy: HsMatchKind): HsCodeResult {
  const { chapter, section } = placeOf(catalogue, entry);
  const tariff = tariffLineFor(entry.code);
  return {
    id: entry.code,
    hsCode: entry.code,
    level: entry.level,
    category: entry.level === 'chapter' ? section.title : chapter.title,
    section,
    chapter,
    description: entry.description,
    ...(tariff ? { dutyRate: tariff.bcd, gstRate: tariff.igst } : {}),
    restrictions: rulesFor(entry.code).restrictions.slice(0, HS_RESTRICTIONS_SHOWN),
    matchedBy,
  };
}

/** GET /api/hs-codes?search=: the catalogue searched in memory (no table read); the route refuses 2 characters or fewer. */
export async function searchHsCodes(search: string, limit: number): Promise<HsCodeResult[]> {
  const catalogue = hsCatalogue();
  return searchCatalogue(catalogue, search, limit).map((hit) => toHsResult(catalogue, hit.entry, hit.matchedBy));
}

/** HS mapping: the codes closest to a product description (any of its words, the most matched first). */
export async function hsCandidates(description: string, limit: number): Promise<HsCodeResult[]> {
  const catalogue = hsCatalogue();
  const digits = description.replace(/[.\s-]/g, '');
  const hits = /^\d{4,}$/.test(digits) ? searchCatalogue(catalogue, digits, limit) : searchCatalogue(catalogue, description, limit, { anyWords: true });
  return hits.map((hit) => toHsResult(catalogue, hit.entry, hit.matchedBy));
}

/** The catalogue entry for a code, or its nearest ancestor for a national 8- or 10-digit item. */
export function findHsEntry(code: string): HsEntry | undefined {
  const { byCode } = hsCatalogue();
  return byCode.get(code) ?? byCode.get(code.slice(0, 6)) ?? byCode.get(code.slice(0, 4)) ?? byCode.get(code.slice(0, 2));
}

/** GET /api/hs-codes/{hsCode}: one code with every restriction, document and source, its heading and the codes below it. */
export async function getHsCodeDetail(code: string): Promise<HsCodeDetail> {
  const catalogue = hsCatalogue();
  const entry = catalogue.byCode.get(code);
  if (!entry) throw new NotFoundError(`HS code ${code} is not in the HS 2022 nomenclature`);
  const { matchedBy: _matched, ...result } = toHsResult(catalogue, entry, 'code');
  const rules = rulesFor(code);
  const tariff = tariffLineFor(code);
  const heading = code.length > 4 ? catalogue.byCode.get(code.slice(0, 4)) : undefined;
  const childLength = code.length + 2;
  return {
    ...result,
    restrictions: rules.restrictions,
    ...(heading ? { heading: { code: heading.code, description: heading.description } } : {}),
    documentation: rules.documentation,
    sources: rules.sources,
    rateNote: tariff
      ? `Indicative rates for ${tariff.prefix} (${tariff.label}) as of ${TARIFF_AS_OF}: ${tariff.source}${tariff.note ? `. ${tariff.note}` : ''}`
      : 'This code is not in the club’s indicative rate table: ask for an assisted duty calculation.',
    children: catalogue.entries
      .filter((child) => child.code.length === childLength && child.code.startsWith(code))
      .map((child) => ({ hsCode: child.code, description: child.description })),
  };
}
