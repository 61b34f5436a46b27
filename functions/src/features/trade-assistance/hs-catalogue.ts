import { HS_RESTRICTIONS_SHOWN, type HsCodeDetail, type HsCodeResult } from '@club/shared';
import { NotFoundError } from '../../platform/lib/errors.js';
import { hsCatalogue, hsChapter, type HsCatalogue, type HsEntry } from './catalogue/load.js';
import { searchCatalogue, type HsMatchKind } from './catalogue/search.js';
import { rulesFor } from './hs-rules.js';
import { formatTariffCode, resolveTariff, tariffItemsUnder, tariffLineFor, TARIFF_AS_OF, type TariffLine } from './rates.js';

/** The chapter and section an entry sits in. */
function placeOf(catalogue: HsCatalogue, entry: HsEntry) {
  const chapter = catalogue.byCode.get(entry.code.slice(0, 2));
  const section = catalogue.sections.find((s) => s.number === entry.section);
  return {
    chapter: { code: entry.code.slice(0, 2), title: chapter?.description ?? '' },
    section: { number: entry.section, title: section?.title ?? '' },
  };
}

/** An HS code search result: category = the chapter's name (the section's, for a chapter). */
export function toHsResult(catalogue: HsCatalogue, entry: HsEntry, matchedBy: HsMatchKind): HsCodeResult {
  const { chapter, section } = placeOf(catalogue, entry);
  const { line: tariff, choose } = resolveTariff(entry.code);
  const items = entry.level === 'subheading' ? tariffItems(entry.code) : [];
  /** A rate every item shares still shows on the subheading. */
  const parent = choose ? tariffLineFor(entry.code) : undefined;
  const candidates = [...(choose ?? []), ...(parent ? [parent] : [])];
  const shared = (rate: (line: TariffLine) => number) => (candidates.length && new Set(candidates.map(rate)).size === 1 ? rate(candidates[0]!) : undefined);
  const dutyRate = tariff?.bcd ?? shared((line) => line.bcd);
  const gstRate = tariff?.igst ?? shared((line) => line.igst);
  return {
    id: entry.code,
    hsCode: entry.code,
    level: entry.level,
    category: entry.level === 'chapter' ? section.title : chapter.title,
    section,
    chapter,
    description: entry.description,
    ...(dutyRate !== undefined ? { dutyRate } : {}),
    ...(gstRate !== undefined ? { gstRate } : {}),
    restrictions: rulesFor(entry.code).restrictions.slice(0, HS_RESTRICTIONS_SHOWN),
    matchedBy,
    ...(items.length ? { items } : {}),
  };
}

/** The tariff items under a subheading, as the HS helper offers them. */
const tariffItems = (code: string) =>
  tariffItemsUnder(code).map((line) => ({ hsCode: line.prefix, description: line.item ?? line.label, dutyRate: line.bcd, gstRate: line.igst }));

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
  const { byCode } = hsChapter(code.slice(0, 2));
  return byCode.get(code) ?? byCode.get(code.slice(0, 6)) ?? byCode.get(code.slice(0, 4)) ?? byCode.get(code.slice(0, 2));
}

/** GET /api/hs-codes/{hsCode}: one code with every restriction, document and source, its heading and the codes below it. */
export async function getHsCodeDetail(code: string): Promise<HsCodeDetail> {
  // A code, its heading and its children share its chapter.
  const catalogue = hsChapter(code.slice(0, 2));
  const entry = catalogue.byCode.get(code);
  if (!entry) throw new NotFoundError(`HS code ${code} is not in the HS 2022 nomenclature`);
  const { matchedBy: _matched, ...result } = toHsResult(catalogue, entry, 'code');
  const rules = rulesFor(code);
  const { line: tariff, choose } = resolveTariff(code);
  const heading = code.length > 4 ? catalogue.byCode.get(code.slice(0, 4)) : undefined;
  const childLength = code.length + 2;
  return {
    ...result,
    restrictions: rules.restrictions,
    ...(heading ? { heading: { code: heading.code, description: heading.description } } : {}),
    documentation: rules.documentation,
    sources: rules.sources,
    rateNote: choose
      ? `The tariff items under ${formatTariffCode(code)} have different rates (as of ${TARIFF_AS_OF}): ${choose.map((item) => `${formatTariffCode(item.prefix)} ${item.item ?? item.label}: BCD ${item.bcd}%, IGST ${item.igst}%`).join('; ')}. A quote needs the item.`
      : tariff
        ? `Indicative rates for ${formatTariffCode(tariff.prefix)} (${tariff.label}) as of ${TARIFF_AS_OF}: ${tariff.source}${tariff.note ? `. ${tariff.note}` : ''}`
        : 'This code is not in the club’s indicative rate table: ask for an assisted duty calculation.',
    children: catalogue.entries
      .filter((child) => child.code.length === childLength && child.code.startsWith(code))
      .map((child) => ({ hsCode: child.code, description: child.description })),
  };
}
