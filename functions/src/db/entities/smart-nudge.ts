import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { NUDGE_STATES, NUDGE_TYPES, TABLE } from '@club/shared';
import { SERVICE, gsi, primaryIndex } from './keys.js';

/**
 * A smart nudge for one member (spec 2 §3.6). The id is derived from the type
 * and subject (`nudgeId`), so the job rewrites the same item on every run and
 * never touches one the member dismissed or acted on. `rank` (9 − priority)
 * orders a member's active nudges highest priority first in one Query.
 */
export function smartNudgeEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'smartNudge', version: '1', service: SERVICE },
      attributes: {
        memberId: { type: 'string', required: true },
        id: { type: 'string', required: true },
        type: { type: NUDGE_TYPES, required: true },
        /** What the nudge is about (`member:<id>`, `event:<id>`...), hashed into the id. */
        subject: { type: 'string', required: true },
        priority: { type: 'number', required: true, default: 1 },
        rank: { type: 'string', required: true },
        title: { type: 'string', required: true },
        message: { type: 'string', required: true },
        actionUrl: { type: 'string' },
        actionLabel: { type: 'string' },
        /** The subject's ids by name (memberId, eventId, planId...), strings only. */
        metadata: { type: 'any', required: true, default: () => ({}) },
        state: { type: NUDGE_STATES, required: true },
        isRead: { type: 'boolean', required: true, default: false },
        isActioned: { type: 'boolean', required: true, default: false },
        createdAt: { type: 'string', required: true },
        updatedAt: { type: 'string' },
        /** TTL (epoch seconds). */
        expiresAt: { type: 'number', required: true, field: TABLE.ttlAttribute },
        /** NUDGE_SHARDS buckets of the job's "every nudge" index (`nudgeShard(memberId)`), so no one partition takes every write. */
        shard: { type: 'string', required: true },
      },
      indexes: {
        /** A member's nudges of every state (the job's diff, dismiss and act by id). */
        byMember: {
          pk: { field: primaryIndex.pk, composite: ['memberId'], casing: 'none' },
          sk: { field: primaryIndex.sk, composite: ['id'], casing: 'none' },
        },
        /** Every nudge of a shard (the smart-nudges job reads them all, shards in parallel). */
        byShard: {
          index: 'gsi2',
          pk: { field: gsi('gsi2').pk, composite: ['shard'], casing: 'none' },
          sk: { field: gsi('gsi2').sk, composite: ['memberId', 'id'], casing: 'none' },
        },
        /** A member's nudges in one state, highest priority then newest first. */
        byState: {
          index: 'gsi1',
          pk: { field: gsi('gsi1').pk, composite: ['memberId', 'state'], casing: 'none' },
          sk: { field: gsi('gsi1').sk, composite: ['rank', 'createdAt', 'id'], casing: 'none' },
        },
      },
    },
    config,
  );
}

/** How many shards the "every nudge" index spreads over. */
export const NUDGE_SHARDS = 16;
/** A member's shard: the same for all their nudges. */
export function nudgeShard(memberId: string): string {
  let hash = 0;
  for (let i = 0; i < memberId.length; i++) hash = (Math.imul(hash, 31) + memberId.charCodeAt(i)) >>> 0;
  return String(hash % NUDGE_SHARDS);
}

export type SmartNudgeEntity = ReturnType<typeof smartNudgeEntity>;
export type SmartNudgeItem = EntityItem<SmartNudgeEntity>;
