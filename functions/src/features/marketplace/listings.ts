import {
  CONNECTOR_CATEGORY_HS,
  CONNECTOR_LOCATION_COUNTRIES,
  ORDER_VALUE_BANDS,
  tradeListingSchema,
  type Member,
  type RouteQueryParsed,
  type TradeListing,
  type routes,
} from '@club/shared';
import type { Condition } from 'dynamodb-toolbox/entity/actions/parseCondition';
import {
  TRADE_LISTINGS,
  tradeListingsOfCompany,
  tradeListingsOfKind,
  type NewTradeListing,
  type TradeListingEntity,
  type TradeListingItem,
} from './entities/trade-listing.js';
import { byCreation } from '../../platform/db/keys.js';
import { queryPage } from '../../platform/db/pages.js';
import { marketplaceData } from './data.js';
import { logger } from '../../platform/lib/logger.js';
import { companiesById, companyIdsOfMember, type CompanyItem } from '../companies/index.js';
import { decodeKeyset, encodeKeyset, newestFirst, readPage, type Page } from '../../platform/paging.js';

/** How many of a member's companies `?mine=true` reads (one Query page of memberships). */
const MINE_COMPANIES_MAX = 25;

type CompanySnapshot = NonNullable<TradeListingItem['company']>;

/** What a listing carries of its company: what the list shows. */
export const companySnapshot = (company: CompanyItem): CompanySnapshot => ({ id: company.id, name: company.name, users: company.memberImages });

/** The answer shape: the listing with its company's name and member images. */
export const toListing = (item: NewTradeListing, company: CompanySnapshot): TradeListing => tradeListingSchema.parse({ ...item, company });

/**
 * Each listing with its company: the snapshot it carries, so a page needs no
 * other read; listings written before the snapshot existed get theirs with
 * one BatchGet. A listing whose company is gone is left out.
 */
export async function withCompanies(items: TradeListingItem[]): Promise<TradeListing[]> {
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
type ListQuery = RouteQueryParsed<typeof routes.listTradeListings>;
type ConnectorFilters = Pick<ListQuery, 'category' | 'location' | 'priceRange'>;

/** The connector's filters on a stored listing (the `mine` path filters its merged page in memory). */
function matchesFilters(item: NewTradeListing, { category, location, priceRange }: ConnectorFilters): boolean {
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
  const filter = connectorFilter(query);
  const page = await readPage(cursor, () =>
    queryPage(marketplaceData().tradeListings, kind ? tradeListingsOfKind(kind) : TRADE_LISTINGS, { limit, cursor, ...(filter ? { filter } : {}) }),
  );
  return { items: await withCompanies(page.items), cursor: page.cursor };
}

/** The connector's filters as a filter expression on the listings' Query; undefined without filters. */
function connectorFilter({ category, location, priceRange }: ConnectorFilters): Condition<TradeListingEntity> | undefined {
  const clauses: Condition<TradeListingEntity>[] = [];
  if (category) {
    const prefixes = CONNECTOR_CATEGORY_HS[category].hsPrefixes.map((prefix): Condition<TradeListingEntity> => ({ attr: 'hsCode', beginsWith: prefix }));
    clauses.push(prefixes.length === 1 ? prefixes[0]! : { or: prefixes });
  }
  if (location) clauses.push({ attr: 'country', eq: CONNECTOR_LOCATION_COUNTRIES[location] });
  if (priceRange) {
    const band: { min: number; max?: number } = ORDER_VALUE_BANDS[priceRange];
    clauses.push({ attr: 'orderValueInr', gte: band.min });
    if (band.max !== undefined) clauses.push({ attr: 'orderValueInr', lt: band.max });
  }
  if (!clauses.length) return undefined;
  return clauses.length === 1 ? clauses[0] : { and: clauses };
}

async function listMine(member: Member, query: ListQuery): Promise<Page<TradeListing>> {
  const { kind, limit, cursor } = query;
  const after = cursor ? decodeKeyset(cursor) : undefined;
  const { tradeListings } = marketplaceData();
  // Oldest memberships first, as before: the first MINE_COMPANIES_MAX companies joined.
  const companyIds = await companyIdsOfMember(member.id, MINE_COMPANIES_MAX);
  const pages = await Promise.all(
    companyIds.map((companyId) =>
      queryPage(tradeListings, { ...tradeListingsOfCompany(companyId), ...(after ? { range: { lt: byCreation(after) } } : {}) }, { limit }),
    ),
  );
  const merged = pages.flatMap((page) => page.items).sort(newestFirst);
  const taken = merged.slice(0, limit);
  const more = merged.length > limit || pages.some((page) => page.cursor);
  const last = taken.at(-1);
  // kind and the connector's filters narrow the merged page after the cursor is fixed, so a page may be short but none is skipped.
  const items = taken.filter((item) => (!kind || item.kind === kind) && matchesFilters(item, query));
  return { items: await withCompanies(items), cursor: more && last ? encodeKeyset(last) : null };
}
