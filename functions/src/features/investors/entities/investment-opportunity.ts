import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { any } from 'dynamodb-toolbox/schema/any';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import type { Checked, OpportunityFields, Person, Same } from '@club/shared';
import { clubTable } from '../../../platform/db/club-table.js';
import { opportunityFigures } from '../../../platform/db/entities/opportunity-figures.js';
import { TIMESTAMPS, creationKey, key, linkedKey, keyFollowing } from '../../../platform/db/keys.js';

/** Whether an opportunity is in deal flow (kept with `isActive`: the listing indexes' partition). */
export const OPPORTUNITY_LISTINGS = ['active', 'inactive'] as const;

/** Deal flow: listed (or unlisted) opportunities, newest first (filters other than stage are a filter expression). */
export const opportunitiesListed = (listing: string) => ({ index: 'gsi1', partition: key('OPPORTUNITIES', listing) }) as const;
/** A founder's own opportunities, newest first (My Investments). */
export const opportunitiesOf = (memberId: string) => ({ index: 'gsi2', partition: key('MEMBER', memberId, 'OPPORTUNITIES') }) as const;
/** Deal flow filtered by stage: one partition per listing and stage, newest first. */
export const opportunitiesInStage = (listing: string, stage: string) => ({ index: 'gsi3', partition: key('OPPORTUNITIES', listing, 'STAGE', stage) }) as const;

/**
 * The opportunity's own fields as the API parsed them (`OpportunityFields`,
 * defined once in shared), stored as is. Listed here rather than built from
 * the zod schema, which would bring the form's schemas into every function
 * that reads opportunities; `satisfies` refuses a missing or extra key,
 * `OpportunityItem` a different type.
 */
const formAttributes = {
  ...opportunityFigures(),
  /** In `currency`. */
  targetAmount: number().optional(),
  minInvestment: number().optional(),
  location: string().optional(),
  teluguFounders: boolean().default(false),
  pitchDeckUrl: string().optional(),
  isActive: boolean(),
} satisfies Record<keyof OpportunityFields, unknown>;

const schema = item({
  id: string().key(),
  ...formAttributes,
  interestCount: number().default(0),
  raisedAmount: number().default(0),
  /** The deal's id (its data room) once the founder opened one. */
  dataRoomId: string().optional(),
  /** The uploaded deck's latest version in the data room. */
  pitchDeckFileId: string().optional(),
  /** Whether deal-flow members may open the uploaded deck without a grant (the founder's room setting). */
  deckOpenToDealFlow: boolean().optional(),
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
type StoredOpportunity = FormattedItem<OpportunityEntity>;
/** An opportunity as read; fails to compile when its form attributes' types differ from the shared definition's. */
export type OpportunityItem = Checked<StoredOpportunity, Same<Pick<StoredOpportunity, keyof typeof formAttributes>, OpportunityFields>>;
