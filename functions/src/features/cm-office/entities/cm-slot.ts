import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, key, linkedKey } from '../../../platform/db/keys.js';

/**
 * Every slot by start time, between two instants (ISO strings): the sort key
 * is `<startTime>#<id>`, so `to` is extended to take in slots starting at `to`.
 */
export const cmSlotsBetween = (from: string, to: string) => ({
  index: 'gsi1' as const,
  partition: 'CM_SLOTS',
  range: { between: [from, `${to}#\uffff`] as [string, string] },
});

const schema = item({
  id: string().key(),
  /** The day in India (YYYY-MM-DD). */
  date: string(),
  startTime: string(),
  endTime: string(),
  durationMinutes: number(),
  location: string(),
  requestId: string().optional(),
  bookedBy: string().optional(),
  bookedAt: string().optional(),
  createdBy: string(),
  gsi1pk: string().hidden().putDefault('CM_SLOTS'),
  gsi1sk: linkedKey((item) => `${item.startTime as string}#${item.id as string}`),
});

/**
 * Meeting slots staff publish. `requestId` is set exactly once by
 * a conditional write when a request books the slot.
 */
export const cmSlotEntity = () =>
  new Entity({
    name: 'cmSlot',
    table: clubTable,
    schema,
    computeKey: ({ id }) => ({ pk: key('CM_SLOT', id), sk: 'CM_SLOT' }),
    timestamps: TIMESTAMPS,
  });

export type CmSlotEntity = ReturnType<typeof cmSlotEntity>;
export type CmSlotItem = FormattedItem<CmSlotEntity>;
