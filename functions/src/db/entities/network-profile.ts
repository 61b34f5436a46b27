import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { SERVICE, primaryIndex } from './keys.js';

/**
 * What the network knows of a member: interest tags (forum topics posted in,
 * chapters, company industry, HS chapters of the company's listings), copied
 * onto the cards of their ties. Written by the smart-nudges job and on accept
 * when missing.
 */
export function networkProfileEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'networkProfile', version: '1', service: SERVICE },
      attributes: {
        memberId: { type: 'string', required: true },
        interests: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
        computedAt: { type: 'string', required: true },
      },
      indexes: {
        byMember: {
          pk: { field: primaryIndex.pk, composite: ['memberId'], casing: 'none' },
          sk: { field: primaryIndex.sk, composite: [] },
        },
      },
    },
    config,
  );
}

export type NetworkProfileItem = EntityItem<ReturnType<typeof networkProfileEntity>>;
