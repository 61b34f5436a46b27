import { INVESTMENT_BANDS, type Member, type Opportunity, type OpportunityFilters } from '@club/shared';
import type { Condition } from 'dynamodb-toolbox/entity/actions/parseCondition';
import { opportunitiesInStage, opportunitiesListed, opportunitiesOf, type OpportunityEntity, type OpportunityItem } from './entities/investment-opportunity.js';
import type { MatchItem } from './entities/investor-match.js';
import { getTogether } from '../../platform/db/get-together.js';
import { queryPage } from '../../platform/db/pages.js';
import { investorData } from './data.js';
import { readPage, type Page, type PageRequest } from '../../platform/paging.js';
import { defined, fitFor, readOpportunity, toOpportunity } from './records.js';

// Apart from opportunities.ts, so the routes that only read opportunities bundle none of the write builders.

/** The caller's match with each opportunity and their profile: one BatchGet. */
async function callerContext(member: Member, items: OpportunityItem[]) {
  const { matches, investorProfiles } = investorData();
  const [profile, ...mine] = await getTogether([
    { entity: investorProfiles, key: { userId: member.id } },
    ...items.map((item) => ({ entity: matches, key: { opportunityId: item.id, investorId: member.id } })),
  ] as const);
  const byOpportunity = new Map((mine as (MatchItem | undefined)[]).filter((m): m is MatchItem => m !== undefined).map((m) => [m.opportunityId, m]));
  return (item: OpportunityItem): Opportunity => {
    const match = byOpportunity.get(item.id);
    return toOpportunity(item, {
      ...(match ? { myMatch: { id: match.id, status: match.status, interested: match.interestedAt !== undefined } } : {}),
      fit: fitFor(item, profile as typeof profile & object),
    });
  };
}

/** GET /api/investment-opportunities/{id}: one opportunity with the caller's match and fit (one read, one BatchGet). */
export async function getOpportunity(member: Member, id: string): Promise<Opportunity> {
  const item = await readOpportunity(id);
  const shape = await callerContext(member, [item]);
  return shape(item);
}

/** The amount bounds of the filters (target amount): min/max inclusive, and the band [min, max). */
function amountBounds(query: OpportunityFilters): { atLeast?: number; atMost?: number; below?: number } {
  const band = query.investmentRange ? INVESTMENT_BANDS[query.investmentRange] : undefined;
  const atLeast = Math.max(query.minAmount ?? 0, band?.min ?? 0);
  return defined({
    atLeast: atLeast > 0 ? atLeast : undefined,
    atMost: query.maxAmount,
    below: band && 'max' in band ? band.max : undefined,
  });
}

/**
 * GET /api/investment-opportunities: active opportunities newest first; a
 * stage filter reads that stage's partition, the other filters (industry,
 * target amount, band) are a filter expression, so a filtered page can be
 * shorter than `limit` and still carry a cursor. One Query, one BatchGet.
 */
export async function listOpportunities(member: Member, query: OpportunityFilters): Promise<Page<Opportunity>> {
  const { opportunities } = investorData();
  const { limit, cursor } = query;
  const bounds = amountBounds(query);
  const conditions: Condition<OpportunityEntity>[] = [
    ...(query.industry !== undefined ? [{ attr: 'industry', eq: query.industry } as const] : []),
    ...(bounds.atLeast !== undefined ? [{ attr: 'targetAmount', gte: bounds.atLeast } as const] : []),
    ...(bounds.atMost !== undefined ? [{ attr: 'targetAmount', lte: bounds.atMost } as const] : []),
    ...(bounds.below !== undefined ? [{ attr: 'targetAmount', lt: bounds.below } as const] : []),
  ];
  // Typed by hand: inferring the entity through Condition<E> here costs the type checker minutes.
  const filter: Condition<OpportunityEntity> | undefined = conditions.length > 1 ? { and: conditions } : conditions[0];
  const listed = query.stage ? opportunitiesInStage('active', query.stage) : opportunitiesListed('active');
  const page = await readPage(cursor, () => queryPage<OpportunityEntity>(opportunities, listed, { limit, cursor, ...(filter ? { filter } : {}) }));
  const shape = await callerContext(member, page.items);
  return { items: page.items.map(shape), cursor: page.cursor };
}

/** GET /api/my-investment-opportunities: the caller's own, active and inactive, newest first (one Query). */
export async function listMyOpportunities(member: Member, { limit, cursor }: PageRequest): Promise<Page<Opportunity>> {
  const page = await readPage(cursor, () => queryPage(investorData().opportunities, opportunitiesOf(member.id), { limit, cursor }));
  return { items: page.items.map((item) => toOpportunity(item)), cursor: page.cursor };
}
