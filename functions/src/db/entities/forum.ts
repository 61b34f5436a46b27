import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { TOPIC_TAGS } from '@club/shared';
import { SERVICE, byIdIndex, newestIndex } from './keys.js';

/** Topic forums (spec 1 §3). Counts change with ADD in the transaction that writes a post. */
export function forumEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'forum', version: '1', service: SERVICE },
      attributes: {
        id: { type: 'string', required: true },
        title: { type: 'string', required: true },
        description: { type: 'string' },
        topicTag: { type: TOPIC_TAGS, required: true },
        postCount: { type: 'number', required: true, default: 0 },
        /** Distinct members who have posted in the forum (see forum-member.ts). */
        memberCount: { type: 'number', required: true, default: 0 },
        createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
      },
      indexes: {
        byId: byIdIndex,
        /** Every forum (a handful): one Query lists them all. */
        newest: newestIndex,
      },
    },
    config,
  );
}

export type ForumEntity = ReturnType<typeof forumEntity>;
/** A forum as stored (ElectroDB's item type). */
export type ForumItem = EntityItem<ForumEntity>;
