import { Entity, type EntityConfiguration } from 'electrodb';
import { SAVED_KINDS } from '@club/shared';
import { SERVICE, gsi, primaryIndex } from './keys.js';

/** A post or job a member saved: one item per (member, kind, item); newest first per member and kind. */
export function savedItemEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'savedItem', version: '1', service: SERVICE },
      attributes: {
        memberId: { type: 'string', required: true },
        kind: { type: SAVED_KINDS, required: true },
        itemId: { type: 'string', required: true },
        savedAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
      },
      indexes: {
        byItem: {
          pk: { field: primaryIndex.pk, composite: ['memberId'], casing: 'none' },
          sk: { field: primaryIndex.sk, composite: ['kind', 'itemId'], casing: 'none' },
        },
        /** A member's saved items of one kind, newest first. */
        byKind: {
          index: 'gsi1',
          pk: { field: gsi('gsi1').pk, composite: ['memberId', 'kind'], casing: 'none' },
          sk: { field: gsi('gsi1').sk, composite: ['savedAt', 'itemId'], casing: 'none' },
        },
      },
    },
    config,
  );
}

export type SavedItemEntity = ReturnType<typeof savedItemEntity>;
