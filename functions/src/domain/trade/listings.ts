import { randomUUID } from 'node:crypto';
import {
  CONNECTOR_CATEGORY_HS,
  CONNECTOR_LOCATION_COUNTRIES,
  ORDER_VALUE_BANDS,
  canonicalCountry,
  tradeListingSchema,
  type Member,
  type RouteBody,
  type RouteQuery,
  type TradeListing,
  type routes,
} from '@club/shared';
import type { CompanyItem } from '../../db/entities/company.js';
import type { TradeListingItem } from '../../db/entities/trade-listing.js';
import { companyData } from '../../db/services/companies.js';
import { counterData } from '../../db/services/counters.js';
import { tradeData } from '../../db/services/trade.js';
import { tradeConnectorData } from '../../db/services/trade-connector.js';
import { writeTransaction } from '../../db/transaction.js';
import { CLUB_SCOPE, bumpCounter, memberScope } from '../stats/counters.js';
import { logger } from '../../lib/logger.js';
import { companiesById, requireOwnCompany } from './companies.js';
import { listingCounters } from './connector-counts.js';
import { decodeKeyset, encodeKeyset, newestFirst, readPage, type Page } from '../paging.js';

/** The validated body (defaults applied: kind export). */
export type CreateTradeListingInput = RouteBody<typeof routes.createTradeListing>;

/** How many of a member's companies `?mine=true` reads (one Query page of memberships). */
const MINE_COMPANIES_MAX = 25;

type CompanySnapshot = NonNullable<TradeListingItem['company']>;

/** What a listing carries of its company: what the list shows. */
const companySnapshot = (company: CompanyItem): CompanySnapshot => ({ id: company.id, name: company.name, users: company.memberImages });

/** The answer shape: the listing with its company's name and member images. */
const toListing = (item: TradeListingItem, company: CompanySnapshot): TradeListing => tradeListingSchema.parse({ ...item, company });

/**
 * Each listing with its company: the snapshot it carries, so a page needs no
 * other read; listings written before the snapshot existed get theirs with
 * one BatchGet. A listing whose company is gone is left out.
 */
async function withCompanies(items: TradeListingItem[]): Promise<TradeListing[]> {
  const missing = items.filter((item) => !item.company).map((item) => item.companyId);
  const companies = await companiesById(missing);
  return items.flatMap((item) => {
    const stored = companies.get(item.companyId);
    const company = item.company ?? (stored && companySnapshot(stored));
    if (!company) {
      logger.warn('listing without company', { listingId: item.id, companyId: item.companyId });
      return [];
    }
    return [toListing(item, company)];
  });
}

/**
 * GET /api/trade-listings, newest first. All or one kind: one Query per page
 * (listings carry their company). `?mine=true` (listings of the caller's companies): one
 * Query for the memberships, one per company (usually one or two), merged;
 * its cursor is the (createdAt, id) of the page's last item, so every
 * company's next Query starts just below it.
 */
type ListQuery = RouteQuery<typeof routes.listTradeListings>;
type ConnectorFilters = Pick<ListQuery, 'category' | 'location' | 'priceRange'>;

const hasFilters = (filters: ConnectorFilters) => Boolean(filters.category || filters.location || filters.priceRange);

/** The connector's filters on a stored listing (the `mine` path filters its merged page in memory). */
function matchesFilters(item: TradeListingItem, { category, location, priceRange }: ConnectorFilters): boolean {
  if (category && !CONNECTOR_CATEGORY_HS[category].hsPrefixes.some((prefix) => item.hsCode.startsWith(prefix))) return false;
  if (location && item.country !== CONNECTOR_LOCATION_COUNTRIES[location]) return false;
  if (priceRange) {
    const band: { min: number; max?: number } = ORDER_VALUE_BANDS[priceRange];
    if (item.orderValueInr === undefined || item.orderValueInr < band.min || (band.max !== undefined && item.orderValueInr >= band.max)) return false;
  }
  return true;
}

/**
 * GET /api/trade-listings, newest first. All or one kind: one Query per page
 * (listings carry their company). The connector's filters (category = HS
 * code prefixes, location = the listing's country, priceRange = its INR
 * order value) are a filter expression on that Query, so a filtered page may
 * be shorter than `limit` but keeps its cursor. `?mine=true` (listings of the
 * caller's companies): one Query for the memberships, one per company
 * (usually one or two), merged; its cursor is the (createdAt, id) of the
 * page's last item, so every company's next Query starts just below it.
 */
export async function listTradeListings(member: Member, query: ListQuery): Promise<Page<TradeListing>> {
  const { kind, limit, cursor } = query;
  if (query.mine === 'true') return listMine(member, query);
  const listings = tradeData().tradeListings;
  const read = kind ? listings.query.byKind({ kind }) : listings.query.newest({});
  const { category, location, priceRange } = query;
  const filtered = hasFilters(query)
    ? read.where((attr, op) => {
        const clauses: string[] = [];
        if (category) clauses.push(`(${CONNECTOR_CATEGORY_HS[category].hsPrefixes.map((prefix) => op.begins(attr.hsCode, prefix)).join(' OR ')})`);
        if (location) clauses.push(op.eq(attr.country, CONNECTOR_LOCATION_COUNTRIES[location]));
        if (priceRange) {
          const band: { min: number; max?: number } = ORDER_VALUE_BANDS[priceRange];
          clauses.push(op.gte(attr.orderValueInr, band.min));
          if (band.max !== undefined) clauses.push(op.lt(attr.orderValueInr, band.max));
        }
        return clauses.join(' AND ');
      })
    : read;
  const page = await readPage(cursor, () => filtered.go({ limit, cursor, order: 'desc' }));
  return { items: await withCompanies(page.data), cursor: page.cursor };
}

async function listMine(member: Member, query: ListQuery): Promise<Page<TradeListing>> {
  const { kind, limit, cursor } = query;
  const after = cursor ? decodeKeyset(cursor) : undefined;
  const { companyMembers } = companyData();
  const { tradeListings } = tradeData();
  const memberships = await companyMembers.query.byMember({ memberId: member.id }).go({ limit: MINE_COMPANIES_MAX });
  const pages = await Promise.all(
    memberships.data.map(({ companyId }) => {
      const byCompany = tradeListings.query.byCompany({ companyId });
      return (after ? byCompany.lt(after) : byCompany).go({ limit, order: 'desc' });
    }),
  );
  const merged = pages.flatMap((page) => page.data).sort(newestFirst);
  const taken = merged.slice(0, limit);
  const more = merged.length > limit || pages.some((page) => page.cursor);
  const last = taken.at(-1);
  // kind and the connector's filters narrow the merged page after the cursor is fixed, so a page may be short but none is skipped.
  const items = taken.filter((item) => (!kind || item.kind === kind) && matchesFilters(item, query));
  return { items: await withCompanies(items), cursor: more && last ? encodeKeyset(last) : null };
}

/** POST /api/trade-listings: only for a company the caller belongs to (403 otherwise). */
export async function createTradeListing(member: Member, input: CreateTradeListingInput): Promise<TradeListing> {
  const company = await requireOwnCompany(member, input.companyId);
  const { country, ...fields } = input;
  const item: TradeListingItem = {
    ...fields,
    country: canonicalCountry(country ?? company.country),
    id: randomUUID(),
    postedBy: member.id,
    company: companySnapshot(company),
    createdAt: new Date().toISOString(),
  };
  const { tradeListings } = tradeData();
  const { counters } = counterData();
  const { headingEntries } = tradeConnectorData();
  await writeTransaction({ tradeListings, counters, headingEntries }, (tx) => [
    { name: 'listing', write: tx.tradeListings.create(item).commit() },
    // Filed under its HS heading for matching (issue 15); a 2-digit code has no heading.
    ...(item.hsCode.length >= 4 ? [{ name: 'heading' as const, write: tx.headingEntries.put(headingEntryOf(item)).commit() }] : []),
    bumpCounter(tx.counters, CLUB_SCOPE, 'listings'),
    bumpCounter(tx.counters, CLUB_SCOPE, `listings#${item.kind}`),
    bumpCounter(tx.counters, memberScope(member.id), 'listings'),
    ...listingCounters(item).map(({ scope, name }) => bumpCounter(tx.counters, scope, name)),
  ]);
  return toListing(item, item.company!);
}

/** A listing as filed under its 4-digit HS heading (matching, match counts). */
export function headingEntryOf(item: TradeListingItem) {
  return {
    heading: item.hsCode.slice(0, 4),
    listingId: item.id,
    kind: item.kind,
    hsCode: item.hsCode,
    title: item.title,
    companyId: item.companyId,
    companyName: item.company?.name ?? item.companyId,
    createdAt: item.createdAt,
    ...(item.location ? { location: item.location } : {}),
    ...(item.country ? { country: item.country } : {}),
    ...(item.priceBand ? { priceBand: item.priceBand } : {}),
  };
}
