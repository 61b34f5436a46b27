import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { SERVICE, primaryIndex } from './keys.js';

/**
 * A member's own posts, newest first (My Posts). The three GSIs serve all,
 * topic and forum; this pointer item, written in the post's transaction,
 * serves "by author" with one Query + one BatchGet of the posts.
 */
export function memberPostEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'memberPost', version: '1', service: SERVICE },
      attributes: {
        authorId: { type: 'string', required: true },
        postId: { type: 'string', required: true },
        createdAt: { type: 'string', required: true },
      },
      indexes: {
        byAuthor: {
          pk: { field: primaryIndex.pk, composite: ['authorId'], casing: 'none' },
          sk: { field: primaryIndex.sk, composite: ['createdAt', 'postId'], casing: 'none' },
        },
      },
    },
    config,
  );
}

export type MemberPostEntity = ReturnType<typeof memberPostEntity>;
/** A my-posts pointer as stored (ElectroDB's item type). */
export type MemberPostItem = EntityItem<MemberPostEntity>;
