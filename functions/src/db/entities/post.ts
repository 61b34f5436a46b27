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
