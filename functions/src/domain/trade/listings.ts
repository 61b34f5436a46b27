import { randomUUID } from 'node:crypto';
import { tradeListingSchema, type ListingKind, type Member, type RouteBody, type TradeListing, type routes } from '@club/shared';
import type { CompanyItem } from '../../db/entities/company.js';
import type { TradeListingItem } from '../../db/entities/trade-listing.js';
import { companyData } from '../../db/services/companies.js';
import { counterData } from '../../db/services/counters.js';
import { tradeData } from '../../db/services/trade.js';
import { writeTransaction } from '../../db/transaction.js';
import { CLUB_SCOPE, bumpCounter, memberScope } from '../stats/counters.js';
import { logger } from '../../lib/logger.js';
import { companiesById, requireOwnCompany } from './companies.js';
import { decodeKeyset, encodeKeyset, newestFirst, readPage, type Page, type PageRequest } from '../paging.js';

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
export async function listTradeListings(
  member: Member,
  query: PageRequest & { kind?: ListingKind; mine?: 'true' | 'false' },
): Promise<Page<TradeListing>> {
  const { kind, limit, cursor } = query;
  if (query.mine === 'true') return listMine(member, query);
  const listings = tradeData().tradeListings;
  const page = await readPage(cursor, () =>
    kind
      ? listings.query.byKind({ kind }).go({ limit, cursor, order: 'desc' })
      : listings.query.newest({}).go({ limit, cursor, order: 'desc' }),
  );
  return { items: await withCompanies(page.data), cursor: page.cursor };
}

async function listMine(
  member: Member,
  { kind, limit, cursor }: PageRequest & { kind?: ListingKind },
): Promise<Page<TradeListing>> {
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
  // kind narrows the merged page after the cursor is fixed, so a page may be short but none is skipped.
  const items = kind ? taken.filter((item) => item.kind === kind) : taken;
  return { items: await withCompanies(items), cursor: more && last ? encodeKeyset(last) : null };
}

/** POST /api/trade-listings: only for a company the caller belongs to (403 otherwise). */
export async function createTradeListing(member: Member, input: CreateTradeListingInput): Promise<TradeListing> {
  const company = await requireOwnCompany(member, input.companyId);
  const item: TradeListingItem = {
    ...input,
    id: randomUUID(),
    postedBy: member.id,
    company: companySnapshot(company),
    createdAt: new Date().toISOString(),
  };
  const { tradeListings } = tradeData();
  const { counters } = counterData();
  await writeTransaction({ tradeListings, counters }, (tx) => [
    { name: 'listing', write: tx.tradeListings.create(item).commit() },
    bumpCounter(tx.counters, CLUB_SCOPE, 'listings'),
    bumpCounter(tx.counters, CLUB_SCOPE, `listings#${item.kind}`),
    bumpCounter(tx.counters, memberScope(member.id), 'listings'),
  ]);
  return toListing(item, item.company!);
}
