import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { SERVICE, primaryIndex } from './keys.js';

/** One member's interest in one post: at most one item per pair, so a count never doubles. */
export function postInterestEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'postInterest', version: '1', service: SERVICE },
      attributes: {
        postId: { type: 'string', required: true },
        memberId: { type: 'string', required: true },
        createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
      },
      indexes: {
        byPost: {
          pk: { field: primaryIndex.pk, composite: ['postId'], casing: 'none' },
          sk: { field: primaryIndex.sk, composite: ['memberId'], casing: 'none' },
        },
      },
    },
    config,
  );
}

export type PostInterestEntity = ReturnType<typeof postInterestEntity>;
/** An interest as stored (ElectroDB's item type). */
export type PostInterestItem = EntityItem<PostInterestEntity>;
