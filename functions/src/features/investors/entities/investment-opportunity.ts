import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { any } from 'dynamodb-toolbox/schema/any';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { DEAL_CURRENCIES, INDUSTRIES, OPPORTUNITY_STAGES, type Person } from '@club/shared';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, creationKey, key, linkedKey, keyFollowing } from '../../../platform/db/keys.js';

/** Whether an opportunity is in deal flow (kept with `isActive`: the listing indexes' partition). */
export const OPPORTUNITY_LISTINGS = ['active', 'inactive'] as const;

/** Deal flow: listed (or unlisted) opportunities, newest first (filters other than stage are a filter expression). */
export const opportunitiesListed = (listing: string) => ({ index: 'gsi1', partition: key('OPPORTUNITIES', listing) }) as const;
/** A founder's own opportunities, newest first (My Investments). */
export const opportunitiesOf = (memberId: string) => ({ index: 'gsi2', partition: key('MEMBER', memberId, 'OPPORTUNITIES') }) as const;
/** Deal flow filtered by stage: one partition per listing and stage, newest first. */
export const opportunitiesInStage = (listing: string, stage: string) => ({ index: 'gsi3', partition: key('OPPORTUNITIES', listing, 'STAGE', stage) }) as const;

const schema = item({
  id: string().key(),
  title: string(),
  description: string().optional(),
  stage: string().enum(...OPPORTUNITY_STAGES),
  industry: string()
    .enum(...INDUSTRIES)
    .optional(),
  /** In `currency`. */
  targetAmount: number().optional(),
  minInvestment: number().optional(),
  /** Pre-money valuation. */
  valuation: number().optional(),
  /** The currency of the amounts above; absent means rupees (deals from before it was asked). */
  currency: string()
    .enum(...DEAL_CURRENCIES)
    .optional(),
  location: string().optional(),
  teluguFounders: boolean().default(false),
  interestCount: number().default(0),
  raisedAmount: number().default(0),
  pitchDeckUrl: string().optional(),
  /** The deal's id (its data room) once the founder opened one. */
  dataRoomId: string().optional(),
  /** The uploaded deck's latest version in the data room. */
  pitchDeckFileId: string().optional(),
  /** Whether deal-flow members may open the uploaded deck without a grant (the founder's room setting). */
  deckOpenToDealFlow: boolean().optional(),
  isActive: boolean(),
  listing: string().enum(...OPPORTUNITY_LISTINGS),
  createdBy: string(),
  createdByName: string().optional(),
  /** The founder as match cards show them, copied on create and on each of their edits (stored whole, like the match's copies). */
  createdByCard: any().castAs<Person>().optional(),
  // Edits always set listing and stage together, so both keys follow them.
  gsi1pk: keyFollowing('listing', (item) => opportunitiesListed(item.listing as string).partition),
  gsi1sk: creationKey(),
  gsi2pk: linkedKey((item) => opportunitiesOf(item.createdBy as string).partition),
  gsi2sk: creationKey(),
  gsi3pk: linkedKey(
    (item) => opportunitiesInStage(item.listing as string, item.stage as string).partition,
    (input) => (typeof input.listing === 'string' && typeof input.stage === 'string' ? opportunitiesInStage(input.listing, input.stage).partition : undefined),
  ),
  gsi3sk: creationKey(),
});

/**
 * An investment opportunity. `interestCount` changes only in
 * the transaction that records a member's interest; `updatedAt` is the
 * optimistic lock of edits (they move the club's active-deal and raised
 * counters by the difference they make).
 */
export const opportunityEntity = () =>
  new Entity({
    name: 'opportunity',
    table: clubTable,
    schema,
    computeKey: ({ id }) => ({ pk: key('OPPORTUNITY', id), sk: 'OPPORTUNITY' }),
    timestamps: TIMESTAMPS,
  });

export type OpportunityEntity = ReturnType<typeof opportunityEntity>;
export type OpportunityItem = FormattedItem<OpportunityEntity>;
