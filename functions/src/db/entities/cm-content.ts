import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { CM_CONTENT_KINDS } from '@club/shared';
import { SERVICE, byIdIndex, gsi } from './keys.js';

/** Meet The CM dashboard content the club edits (focus areas, policy updates, incentives, sectors, stories). */
export function cmContentEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'cmContent', version: '1', service: SERVICE },
      attributes: {
        id: { type: 'string', required: true },
        kind: { type: CM_CONTENT_KINDS, required: true },
        title: { type: 'string', required: true },
        body: { type: 'string', required: true },
        highlight: { type: 'string' },
        date: { type: 'string' },
        order: { type: 'number', required: true },
        createdAt: { type: 'string', required: true, readOnly: true },
      },
      indexes: {
        byId: byIdIndex,
        /** Every item (a few dozen), one Query. */
        all: {
          index: 'gsi1',
          pk: { field: gsi('gsi1').pk, composite: [] },
          sk: { field: gsi('gsi1').sk, composite: ['id'], casing: 'none' },
        },
      },
    },
    config,
  );
}

export type CmContentEntity = ReturnType<typeof cmContentEntity>;
export type CmContentItem = EntityItem<CmContentEntity>;
