import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { DEAL_STATUSES, type Checked, type DealDetails, type DealFigures, type Same } from '@club/shared';
import { clubTable } from '../../../platform/db/club-table.js';
import { opportunityFigures } from '../../../platform/db/entities/opportunity-figures.js';
import { personCard } from '../../../platform/db/entities/person-card.js';
import { TIMESTAMPS, creationKey, key, linkedKey } from '../../../platform/db/keys.js';

/** A founder's deals, newest first (My deals). */
export const dealsOfFounder = (founderId: string) => ({ index: 'gsi1', partition: key('MEMBER', founderId, 'DEALS') }) as const;
/** Every deal, newest first (the admin's list). */
export const ALL_DEALS = { index: 'gsi2', partition: 'DEALS' } as const;

/** The opportunity's figures (`DealFigures` in shared: picked from its definition), the target renamed. */
const figureAttributes = {
  ...opportunityFigures(),
  raiseSizeTarget: number().optional(),
} satisfies Record<keyof DealFigures, unknown>;

/** The deal's private details as the API parsed them (`DealDetails`, defined once in shared), stored as is. */
const detailAttributes = {
  useOfFunds: string().optional(),
  traction: string().optional(),
  financials: string().optional(),
  teamBios: string().optional(),
} satisfies Record<keyof DealDetails, unknown>;

const schema = item({
  /** The opportunity's id: one deal per opportunity. */
  id: string().key(),
  founderId: string(),
  /** The founder as cards show them (copied when the deal opens). */
  founder: personCard(),
  // The opportunity's figures when the deal opened or the founder last edited it.
  ...figureAttributes,
  status: string().enum(...DEAL_STATUSES),
  statusChangedAt: string(),
  // Private details: only the founder and members who may view the room read them.
  ...detailAttributes,
  // The data room's settings.
  roomName: string(),
  roomDescription: string().optional(),
  watermarkTemplate: string(),
  /** YYYY-MM-DD: after this day in India only the founder opens the room. */
  expiryDate: string().optional(),
  isActive: boolean().default(true),
  deckOpenToDealFlow: boolean().default(false),
  /** Moved with $add by the upload confirm transaction (latest and older versions together). */
  bytesUsed: number().default(0),
  fileCount: number().default(0),
  pitchDeckFileId: string().optional(),
  gsi1pk: linkedKey((item) => dealsOfFounder(item.founderId as string).partition),
  gsi1sk: creationKey(),
  gsi2pk: string().hidden().putDefault(ALL_DEALS.partition),
  gsi2sk: creationKey(),
});

/**
 * A deal and its data room: one opportunity's raise, keyed by
 * the opportunity's id, with its one data room's settings on the same item.
 * Its timeline, grants, requests and files live in its partition.
 */
export const dealEntity = () =>
  new Entity({
    name: 'deal',
    table: clubTable,
    schema,
    computeKey: ({ id }) => ({ pk: key('DEAL', id), sk: 'DEAL' }),
    timestamps: TIMESTAMPS,
  });

export type DealEntity = ReturnType<typeof dealEntity>;
type StoredDeal = FormattedItem<DealEntity>;
/** A deal as read; fails to compile when its figures' or details' types differ from the shared definitions'. */
export type DealItem = Checked<StoredDeal, Same<Pick<StoredDeal, keyof typeof figureAttributes | keyof typeof detailAttributes>, DealFigures & DealDetails>>;
