import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { set } from 'dynamodb-toolbox/schema/set';
import { string } from 'dynamodb-toolbox/schema/string';
import { clubTable } from '../../../platform/db/club-table.js';
import { personCard } from '../../../platform/db/entities/person-card.js';
import { TIMESTAMPS, key } from '../../../platform/db/keys.js';

/** Every member's reading of every file of a room (the founder's analytics). */
export const readingsOfDeal = (dealId: string) => ({ partition: key('DEAL', dealId), range: { beginsWith: 'READING#' } }) as const;

const schema = item({
  dealId: string().key(),
  memberId: string().key(),
  fileId: string().key(),
  member: personCard(),
  fileName: string(),
  version: number(),
  // Counters moved with ADD by each view, page batch and download.
  opens: number().default(0),
  downloads: number().default(0),
  totalMs: number().default(0),
  /** The distinct pages read (a number set grows with ADD). */
  pages: set(number()).optional(),
  /** Page reports that claimed more time than could have passed, or came for a stale view: counted nothing. */
  droppedReports: number().optional(),
  lastVisit: string(),
});

/**
 * How much one member read of one file version: written only with ADD
 * updates (upserts), so concurrent batches never lose a count.
 */
export const roomReadingEntity = () =>
  new Entity({
    name: 'roomReading',
    table: clubTable,
    schema,
    computeKey: ({ dealId, memberId, fileId }) => ({ pk: key('DEAL', dealId), sk: key('READING', memberId, fileId) }),
    timestamps: TIMESTAMPS,
  });

export type RoomReadingItem = FormattedItem<ReturnType<typeof roomReadingEntity>>;
