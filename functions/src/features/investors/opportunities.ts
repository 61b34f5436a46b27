import { randomUUID } from 'node:crypto';
import {
  INVESTMENT_BANDS,
  type Member,
  type Opportunity,
  type OpportunityFields,
  type OpportunityFilters,
  type OpportunityParsed,
  opportunityFieldMask,
  pickFields,
} from '@club/shared';
import type { Condition } from 'dynamodb-toolbox/entity/actions/parseCondition';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $remove } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { opportunitiesInStage, opportunitiesListed, opportunitiesOf, type OpportunityEntity, type OpportunityItem } from './entities/investment-opportunity.js';
import type { MatchItem } from './entities/investor-match.js';
import { getTogether } from '../../platform/db/get-together.js';
import { queryPage } from '../../platform/db/pages.js';
import { investorData } from './data.js';
import { writeTransaction, type NamedWrite } from '../../platform/db/transaction.js';
import { logger } from '../../platform/lib/logger.js';
import { ForbiddenError } from '../../platform/lib/errors.js';
import { readPage, type Page, type PageRequest } from '../../platform/paging.js';
import { personOf } from '../members/index.js';
import { proposeForOpportunity } from './proposals.js';
import { NOT_FOUNDER, defined, fitFor, memberName, nextUpdatedAt, readOpportunity, toOpportunity, whole } from './records.js';
import { clubBumps } from './stats.js';
import { READ_AGAIN, retryOnContention } from '../../platform/db/contention.js';

type OptionalField = { [K in keyof OpportunityFields]-?: undefined extends OpportunityFields[K] ? K : never }[keyof OpportunityFields];
/** Optional fields an edit may clear: every optional field of the definition (`satisfies` refuses one left out). */
const CLEARABLE = Object.keys({
  description: true,
  industry: true,
  targetAmount: true,
  minInvestment: true,
  valuation: true,
  currency: true,
  location: true,
  pitchDeckUrl: true,
} satisfies Record<OptionalField, true>) as OptionalField[];

/** The stored fields of the opportunity form, each present (undefined = unset), and its listing. */
function formFields(input: OpportunityParsed) {
  return { ...pickFields(input, opportunityFieldMask), listing: input.isActive ? ('active' as const) : ('inactive' as const) };
}

/** What an opportunity adds to the club's counters: one active deal and its raised amount, while active. */
const counted = (item: Pick<OpportunityItem, 'isActive' | 'raisedAmount'>) => ({
  activeDeals: item.isActive ? 1 : 0,
  totalRaised: item.isActive ? item.raisedAmount : 0,
});

/** Proposes matches after a write; a failure is logged, never the write's answer (the next edit proposes again). */
async function proposeQuietly(item: OpportunityItem): Promise<void> {
  try {
    await proposeForOpportunity(item);
  } catch (error) {
    logger.warn('Match proposals for an opportunity failed', { opportunityId: item.id, error: error as Error });
  }
}

/**
 * POST /api/investment-opportunities: the caller founds a new opportunity; its
 * counters move in the same transaction, then fitting investors get proposed matches.
 */
export async function createOpportunity(member: Member, input: OpportunityParsed): Promise<Opportunity> {
  const now = new Date().toISOString();
  const item: OpportunityItem = defined({
    ...formFields(input),
    id: randomUUID(),
    interestCount: 0,
    raisedAmount: input.raisedAmount ?? 0,
    createdBy: member.id,
    createdByName: memberName(member),
    createdByCard: personOf(member),
    createdAt: now,
    updatedAt: now,
  });
  const { opportunities } = investorData();
  await writeTransaction([
    {
      name: 'opportunity',
      write: opportunities
        .build(PutTransaction)
        .item(item)
        .options({ condition: { attr: 'id', exists: false } }),
    },
    ...clubBumps(counted(item)),
  ]);
  await proposeQuietly(item);
  return toOpportunity(item);
}

/** The write of a deal's copy of its opportunity's figures: deal-rooms' `dealFiguresWrite`, handed in by the handler (deal-rooms reads investors, not the other way). */
export type DealFiguresWrite = (opportunity: OpportunityItem) => NamedWrite<'deal'>;

/**
 * One edit of the caller's own opportunity: `change` gives the fields to set
 * from the stored item (undefined = clear). Conditioned on the `updatedAt`
 * read, with the counters moved by the difference; a lost race reads again.
 */
async function changeOpportunity(
  member: Member,
  id: string,
  change: (current: OpportunityItem) => Partial<OpportunityItem> | 'unchanged',
  dealFiguresWrite: DealFiguresWrite,
): Promise<OpportunityItem> {
  const { opportunities } = investorData();
  return retryOnContention(async () => {
    const current = await readOpportunity(id, true);
    if (current.createdBy !== member.id) throw new ForbiddenError(NOT_FOUNDER);
    const fields = change(current);
    if (fields === 'unchanged') return current;
    const updatedAt = nextUpdatedAt(current.updatedAt);
    const next = { ...current, ...fields, updatedAt } as OpportunityItem;
    for (const field of CLEARABLE) if (field in fields && fields[field] === undefined) delete next[field];
    const before = counted(current);
    const after = counted(next);
    // The listing and stage index keys are computed from both, so both are always set.
    const set = defined({ stage: current.stage, listing: current.listing, ...fields, updatedAt });
    const unset = CLEARABLE.filter((field) => field in fields && fields[field] === undefined && current[field] !== undefined);
    const written = await writeTransaction(
      [
        {
          name: 'opportunity',
          write: opportunities
            .build(UpdateTransaction)
            .item({
              ...set,
              // The card is replaced whole (a plain object would be written key by key, an invalid path when absent).
              ...(set.createdByCard ? { createdByCard: whole(set.createdByCard) } : {}),
              id,
              ...Object.fromEntries(unset.map((field) => [field, $remove()])),
            })
            .options({
              condition: {
                and: [
                  { attr: 'id', exists: true },
                  { attr: 'updatedAt', eq: current.updatedAt },
                ],
              },
            }),
        },
        ...clubBumps({ activeDeals: after.activeDeals - before.activeDeals, totalRaised: after.totalRaised - before.totalRaised }),
        // The deal shows the figures of the founder's last edit.
        ...(current.dataRoomId ? [dealFiguresWrite(next)] : []),
      ],
      { opportunity: 'accept' },
    );
    return written ? next : READ_AGAIN;
  });
}

/**
 * PATCH /api/investment-opportunities/{id} (founder): the whole form again,
 * raised amount left as it is when not sent. Matches are re-scored and, while
 * active, new ones proposed.
 */
export async function updateOpportunity(member: Member, id: string, input: OpportunityParsed, dealFiguresWrite: DealFiguresWrite): Promise<Opportunity> {
  const saved = await changeOpportunity(
    member,
    id,
    () => ({
      ...formFields(input),
      // The founder's card follows their profile on each edit (matches are refreshed from it below).
      createdByCard: personOf(member),
      ...(input.raisedAmount === undefined ? {} : { raisedAmount: input.raisedAmount }),
    }),
    dealFiguresWrite,
  );
  await proposeQuietly(saved);
  return toOpportunity(saved);
}

/** POST /api/investment-opportunities/{id}/deactivate (founder): out of deal flow; already inactive answers it as it is. */
export async function deactivateOpportunity(member: Member, id: string, dealFiguresWrite: DealFiguresWrite): Promise<Opportunity> {
  const saved = await changeOpportunity(member, id, (current) => (current.isActive ? { isActive: false, listing: 'inactive' } : 'unchanged'), dealFiguresWrite);
  await proposeQuietly(saved);
  return toOpportunity(saved);
}

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
