import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { POST_TYPES, TOPIC_TAGS } from '@club/shared';
import { SERVICE, byIdIndex, newestIn, newestIndex } from './keys.js';

/** Forum posts (spec 1 §3). replyCount and interestCount change only with ADD inside transactions. */
export function postEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'post', version: '1', service: SERVICE },
      attributes: {
        id: { type: 'string', required: true },
        title: { type: 'string', required: true },
        body: { type: 'string', required: true },
        type: { type: POST_TYPES, required: true },
        tags: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
        forumId: { type: 'string', required: true },
        /** Copied from the forum so a topic tab is one Query. */
        topicTag: { type: TOPIC_TAGS, required: true },
        authorId: { type: 'string', required: true },
        /**
         * The author as lists show them, copied when the post is written and
         * rewritten by every member write that changes these fields
         * (`writeMember` → `refreshAuthorSnapshots`), so a page is one Query.
         * Absent on posts written before issue 11 (read with a BatchGet).
         */
        author: {
          type: 'map',
          properties: {
            id: { type: 'string', required: true },
            firstName: { type: 'string', required: true },
            lastName: { type: 'string', required: true },
            profileImageUrl: { type: 'string' },
            badges: { type: 'list', items: { type: 'string' }, required: true },
            chapters: { type: 'list', items: { type: 'string' }, required: true },
          },
        },
        /** The member's updatedAt the snapshot was copied from: an older refresh never overwrites a newer one. */
        authorStamp: { type: 'string' },
        interestCount: { type: 'number', required: true, default: 0 },
        replyCount: { type: 'number', required: true, default: 0 },
        createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
      },
      indexes: {
        byId: byIdIndex,
        /** All posts, newest first (Recent Discussions, home feed). */
        newest: newestIndex,
        /** One topic's posts, newest first (topic tabs). */
        byTopic: newestIn('gsi2', ['topicTag'], 'default'),
        /** One forum's posts, newest first (a forum card's View). */
        byForum: newestIn('gsi3', ['forumId']),
      },
    },
    config,
  );
}

export type PostEntity = ReturnType<typeof postEntity>;
/** A post as stored (ElectroDB's item type). */
export type PostItem = EntityItem<PostEntity>;
