import { randomUUID } from 'node:crypto';
import { type Member, type Opportunity, type OpportunityFields, type OpportunityParsed, opportunityFieldMask, pickFields } from '@club/shared';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $remove } from 'dynamodb-toolbox/entity/actions/update/symbols';
import type { OpportunityItem } from './entities/investment-opportunity.js';
import { investorData } from './data.js';
import { writeTransaction, type NamedWrite } from '../../platform/db/transaction.js';
import { logger } from '../../platform/lib/logger.js';
import { ForbiddenError } from '../../platform/lib/errors.js';
import { personOf } from '../members/index.js';
import { proposeForOpportunity } from './proposals.js';
import { NOT_FOUNDER, defined, memberName, nextUpdatedAt, readOpportunity, toOpportunity, whole } from './records.js';
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
