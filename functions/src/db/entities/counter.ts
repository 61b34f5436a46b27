import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { SERVICE, primaryIndex } from './keys.js';

/**
 * Exact counts kept beside the data they count (members per chapter, listings
 * per kind, a member's posts...). Every counter of one scope shares a
 * partition, so a screen reads all of its numbers with one Query; writers
 * bump them with ADD inside the same transaction as the item they count.
 */
export function counterEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'counter', version: '1', service: SERVICE },
      attributes: {
        scope: { type: 'string', required: true },
        name: { type: 'string', required: true },
        count: { type: 'number', required: true, default: 0 },
      },
      indexes: {
        /** All counters of a scope (`club`, or one member's). */
        byScope: {
          pk: { field: primaryIndex.pk, composite: ['scope'], casing: 'none' },
          sk: { field: primaryIndex.sk, composite: ['name'], casing: 'none' },
        },
      },
    },
    config,
  );
}

export type CounterEntity = ReturnType<typeof counterEntity>;
/** A counter as stored (ElectroDB's item type). */
export type CounterItem = EntityItem<CounterEntity>;
