import { Entity } from 'electrodb';
import { SERVICE, primaryIndex } from './keys.js';

/** One member's interest in one post: at most one item per pair, so a count never doubles. */
export const PostInterestEntity = new Entity({
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
});
