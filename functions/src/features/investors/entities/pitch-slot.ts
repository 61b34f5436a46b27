import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, key, linkedKey } from '../../../platform/db/keys.js';

const SLOT = 'PITCH_SLOT';
/** Sorts after every `PITCH_SLOT#<startTime>#<id>` sort key (the upper bound of a range of slots). */
const AFTER_EVERY_SLOT = key(SLOT, '\uffff');

/** An investor's slots by start time, in the investor's (member) partition. */
export const pitchSlotsOf = (investorId: string) => ({ partition: key('MEMBER', investorId), range: { beginsWith: `${SLOT}#` } }) as const;
/** An investor's slots starting at or after `from` (ISO), soonest first when read ascending. */
export const pitchSlotsFrom = (investorId: string, from: string) => ({
  partition: key('MEMBER', investorId),
  range: { between: [key(SLOT, from), AFTER_EVERY_SLOT] as [string, string] },
});
/** One slot by its id (booking, withdrawing). */
export const pitchSlotById = (id: string) => ({ index: 'gsi1', partition: key(SLOT, id) }) as const;

const schema = item({
  investorId: string().key(),
  /** UTC ISO strings; `timeZone` is the IANA zone the investor meets in. */
  startTime: string().key(),
  id: string().key(),
  endTime: string(),
  timeZone: string(),
  location: string().optional(),
  notes: string().optional(),
  isBooked: boolean().default(false),
  bookedBy: string().optional(),
  matchId: string().optional(),
  gsi1pk: linkedKey((item) => pitchSlotById(item.id as string).partition),
  gsi1sk: string().hidden().putDefault(SLOT),
});

/**
 * A time an investor offers for pitches. Booking sets
 * `isBooked` with a condition that it was false, in the same transaction as
 * the match's meeting, so a slot is booked exactly once.
 */
export const pitchSlotEntity = () =>
  new Entity({
    name: 'pitchSlot',
    table: clubTable,
    schema,
    computeKey: ({ investorId, startTime, id }) => ({ pk: key('MEMBER', investorId), sk: key(SLOT, startTime, id) }),
    timestamps: TIMESTAMPS,
  });

export type PitchSlotEntity = ReturnType<typeof pitchSlotEntity>;
export type PitchSlotItem = FormattedItem<PitchSlotEntity>;
