import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { SERVICE, primaryIndex } from './keys.js';

/**
 * Marks that a member has posted in a forum. Put with attribute_not_exists in
 * the post's transaction, so a forum's memberCount grows once per member.
 */
export function forumMemberEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'forumMember', version: '1', service: SERVICE },
      attributes: {
        forumId: { type: 'string', required: true },
        memberId: { type: 'string', required: true },
        joinedAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
      },
      indexes: {
        byForum: {
          pk: { field: primaryIndex.pk, composite: ['forumId'], casing: 'none' },
          sk: { field: primaryIndex.sk, composite: ['memberId'], casing: 'none' },
        },
      },
    },
    config,
  );
}

export type ForumMemberEntity = ReturnType<typeof forumMemberEntity>;
/** A forum-member marker as stored (ElectroDB's item type). */
export type ForumMemberItem = EntityItem<ForumMemberEntity>;
