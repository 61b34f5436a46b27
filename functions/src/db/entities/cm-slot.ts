import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { SERVICE, byIdIndex, gsi } from './keys.js';

/**
 * Meeting slots staff publish (issue 16). `requestId` is set exactly once by
 * a conditional write when a request books the slot.
 */
export function cmSlotEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'cmSlot', version: '1', service: SERVICE },
      attributes: {
        id: { type: 'string', required: true },
        /** The day in India (YYYY-MM-DD). */
        date: { type: 'string', required: true },
        startTime: { type: 'string', required: true },
        endTime: { type: 'string', required: true },
        durationMinutes: { type: 'number', required: true },
        location: { type: 'string', required: true },
        requestId: { type: 'string' },
        bookedBy: { type: 'string' },
        bookedAt: { type: 'string' },
        createdBy: { type: 'string', required: true },
        createdAt: { type: 'string', required: true, readOnly: true },
      },
      indexes: {
        byId: byIdIndex,
        /** Every slot by start time (a day is a range of it). */
        byStart: {
          index: 'gsi1',
          pk: { field: gsi('gsi1').pk, composite: [] },
          sk: { field: gsi('gsi1').sk, composite: ['startTime', 'id'], casing: 'none' },
        },
      },
    },
    config,
  );
}

export type CmSlotEntity = ReturnType<typeof cmSlotEntity>;
export type CmSlotItem = EntityItem<CmSlotEntity>;
