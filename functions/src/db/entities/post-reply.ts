import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { SERVICE, primaryIndex } from './keys.js';

/** Replies to a post, in the post's own partition, oldest first. */
export function postReplyEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'postReply', version: '1', service: SERVICE },
      attributes: {
        postId: { type: 'string', required: true },
        id: { type: 'string', required: true },
        body: { type: 'string', required: true },
        authorId: { type: 'string', required: true },
        createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
      },
      indexes: {
        byPost: {
          pk: { field: primaryIndex.pk, composite: ['postId'], casing: 'none' },
          sk: { field: primaryIndex.sk, composite: ['createdAt', 'id'], casing: 'none' },
        },
      },
    },
    config,
  );
}

export type PostReplyEntity = ReturnType<typeof postReplyEntity>;
/** A reply as stored (ElectroDB's item type). */
export type PostReplyItem = EntityItem<PostReplyEntity>;
