import { TRADE_MATCH_LIMITS, type Member, type TradeListingRef, type TradeMatch } from '@club/shared';
import { entriesUnderHeading, type TradeHeadingEntryItem } from './entities/trade-heading-entry.js';
import { queryPage } from '../../platform/db/pages.js';
import { tradeConnectorData } from './data.js';
import { companyIdsOfMember } from '../companies/index.js';
import { newestListingsOfCompany, tradeListingsByIds, type TradeListingItem } from '../marketplace/index.js';
import { findHsEntry } from '../trade-assistance/index.js';
import { myConnectionStatuses } from './connections.js';

/** Companies and listings per company the matcher reads for one member. */
const COMPANIES_MAX = 25;
const LISTINGS_PER_COMPANY = 50;

/** The entries filed under each heading (one Query per heading, in parallel). */
async function entriesByHeading(headings: string[]): Promise<Map<string, TradeHeadingEntryItem[]>> {
  const { headingEntries } = tradeConnectorData();
  const unique = [...new Set(headings)];
  const pages = await Promise.all(unique.map((heading) => queryPage(headingEntries, entriesUnderHeading(heading), { limit: TRADE_MATCH_LIMITS.headingRead })));
  return new Map(unique.map((heading, i) => [heading, pages[i]!.items]));
}

const STOP = new Set(['and', 'for', 'the', 'with', 'from', 'per', 'bags', 'grade', 'kg', 'mt', 'tons', 'other', 'new', 'in', 'of', 'or', 'a', 'an', 'to']);
const wordsOf = (title: string) =>
  title
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 2 && !STOP.has(word) && !/^\d+$/.test(word));

/**
 * What the two listings share, for the reason line: the words both titles
 * use ("chilli", "sona masoori"), else the HS description's first clause.
 */
function sharedLabel(a: string, b: string, hsCode: string): string {
  const other = new Set(wordsOf(b));
  const common = [...new Set(wordsOf(a).filter((word) => other.has(word)))].slice(0, 3);
  if (common.length) return common.join(' ');
  const description = findHsEntry(hsCode)?.description ?? '';
  return description.split(/[;(]/)[0]!.trim().toLowerCase() || 'same goods';
}

/** How two listings' codes meet: the same 6-digit subheading, the same 4-digit heading, or not at all. */
export function matchLevel(a: string, b: string): 'subheading' | 'heading' | undefined {
  if (a.length >= 6 && b.length >= 6 && a.slice(0, 6) === b.slice(0, 6)) return 'subheading';
  if (a.length >= 4 && b.length >= 4 && a.slice(0, 4) === b.slice(0, 4)) return 'heading';
  return undefined;
}

const refOf = (item: TradeListingItem | TradeHeadingEntryItem): TradeListingRef => {
  const listingId = 'listingId' in item ? item.listingId : item.id;
  const companyName = 'companyName' in item ? item.companyName : (item.company?.name ?? item.companyId);
  return {
    id: listingId,
    kind: item.kind,
    hsCode: item.hsCode,
    title: item.title,
    companyId: item.companyId,
    companyName,
    createdAt: item.createdAt,
    ...(item.location ? { location: item.location } : {}),
    ...(item.country ? { country: item.country } : {}),
    ...(item.priceBand ? { priceBand: item.priceBand } : {}),
  };
};

/**
 * GET /api/trade-connections/matches. For each listing of the caller's
 * companies, the other companies' listings of the other kind (export offers
 * for an import need, and the reverse) under the same 6-digit subheading
 * first, then the same 4-digit heading, newer first within a level; never a
 * listing of one of the caller's companies. Rounds: memberships, the
 * companies' listings, then the headings' entries with the caller's
 * connections (in parallel).
 */
export async function listTradeMatches(member: Member, limit: number): Promise<TradeMatch[]> {
  // Oldest memberships first, as before.
  const mine = new Set(await companyIdsOfMember(member.id, COMPANIES_MAX));
  if (!mine.size) return [];
  const own = (await Promise.all([...mine].map((companyId) => newestListingsOfCompany(companyId, LISTINGS_PER_COMPANY)))).flatMap((listings) =>
    listings.filter((listing) => listing.hsCode.length >= 4),
  );
  if (!own.length) return [];
  const [byHeading, statuses] = await Promise.all([entriesByHeading(own.map((listing) => listing.hsCode.slice(0, 4))), myConnectionStatuses(member)]);
  const matches: TradeMatch[] = [];
  for (const listing of own) {
    const candidates = (byHeading.get(listing.hsCode.slice(0, 4)) ?? [])
      .filter((entry) => entry.kind !== listing.kind && !mine.has(entry.companyId))
      .map((entry) => ({ entry, level: matchLevel(listing.hsCode, entry.hsCode) }))
      .filter((c): c is { entry: TradeHeadingEntryItem; level: 'subheading' | 'heading' } => c.level !== undefined)
      .sort((a, b) => (a.level === b.level ? (a.entry.createdAt < b.entry.createdAt ? 1 : -1) : a.level === 'subheading' ? -1 : 1))
      .slice(0, TRADE_MATCH_LIMITS.perListing);
    for (const { entry, level } of candidates) {
      const code = level === 'subheading' ? listing.hsCode.slice(0, 6) : listing.hsCode.slice(0, 4);
      const status = statuses.get(entry.listingId);
      matches.push({
        id: `${listing.id}~${entry.listingId}`,
        level,
        reason: `Same ${level} ${code}: ${sharedLabel(listing.title, entry.title, code)}`,
        score: (level === 'subheading' ? 2 : 1) + Date.parse(entry.createdAt) / 1e15,
        myListing: refOf(listing),
        listing: refOf(entry),
        ...(status ? { connectionStatus: status } : {}),
      });
    }
  }
  return matches.sort((a, b) => b.score - a.score).slice(0, limit);
}

/**
 * GET /api/trade-listings/match-counts: for each listing, the other
 * companies' listings of the other kind under the same heading (what the
 * marketplace card shows). One BatchGet of the listings, then one Query per
 * distinct heading in parallel. Unknown ids count 0.
 */
export async function listingMatchCounts(ids: string[]): Promise<{ listingId: string; matchCount: number }[]> {
  const data = await tradeListingsByIds(ids);
  const byId = new Map(data.map((listing) => [listing.id, listing]));
  const byHeading = await entriesByHeading(data.filter((l) => l.hsCode.length >= 4).map((listing) => listing.hsCode.slice(0, 4)));
  return ids.map((listingId) => {
    const listing = byId.get(listingId);
    if (!listing || listing.hsCode.length < 4) return { listingId, matchCount: 0 };
    const entries = byHeading.get(listing.hsCode.slice(0, 4)) ?? [];
    return { listingId, matchCount: entries.filter((entry) => entry.kind !== listing.kind && entry.companyId !== listing.companyId).length };
  });
}
