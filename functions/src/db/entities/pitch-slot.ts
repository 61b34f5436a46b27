import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { SERVICE, gsi, primaryIndex } from './keys.js';

/**
 * A time an investor offers for pitches (spec 2 §3.3). Booking sets
 * `isBooked` with a condition that it was false, in the same transaction as
 * the match's meeting, so a slot is booked exactly once.
 */
export function pitchSlotEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'pitchSlot', version: '1', service: SERVICE },
      attributes: {
        investorId: { type: 'string', required: true },
        id: { type: 'string', required: true },
        /** UTC ISO strings; `timeZone` is the IANA zone the investor meets in. */
        startTime: { type: 'string', required: true },
        endTime: { type: 'string', required: true },
        timeZone: { type: 'string', required: true },
        location: { type: 'string' },
        notes: { type: 'string' },
        isBooked: { type: 'boolean', required: true, default: false },
        bookedBy: { type: 'string' },
        matchId: { type: 'string' },
        createdAt: { type: 'string', required: true, default: () => new Date().toISOString() },
      },
      indexes: {
        /** An investor's slots by start time (upcoming = from now on). */
        byInvestor: {
          pk: { field: primaryIndex.pk, composite: ['investorId'], casing: 'none' },
          sk: { field: primaryIndex.sk, composite: ['startTime', 'id'], casing: 'none' },
        },
        /** One slot by its id (booking, withdrawing). */
        bySlotId: {
          index: 'gsi1',
          pk: { field: gsi('gsi1').pk, composite: ['id'], casing: 'none' },
          sk: { field: gsi('gsi1').sk, composite: [] },
        },
      },
    },
    config,
  );
}

export type PitchSlotItem = EntityItem<ReturnType<typeof pitchSlotEntity>>;
