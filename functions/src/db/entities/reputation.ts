import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { SERVICE, primaryIndex } from './keys.js';

/**
 * A member's reputation (spec 2 §3.1 reputations): derived data, rewritten
 * whole by `recomputeReputation` (functions/src/domain/members/reputation.ts)
 * from the facts it counts, never edited.
 */
export function reputationEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'reputation', version: '1', service: SERVICE },
      attributes: {
        userId: { type: 'string', required: true },
        score: { type: 'number', required: true, default: 100 },
        tradesCompleted: { type: 'number', required: true, default: 0 },
        jobsPlaced: { type: 'number', required: true, default: 0 },
        /** Average concierge rating, 2 decimals; absent before the first rating. */
        conciergeRating: { type: 'number' },
        verificationLevel: { type: ['basic', 'verified'] as const, required: true, default: 'basic' },
        lastCalcAt: { type: 'string', required: true },
      },
      indexes: {
        /** One member's reputation. */
        byMember: {
          pk: { field: primaryIndex.pk, composite: ['userId'], casing: 'none' },
          sk: { field: primaryIndex.sk, composite: [] },
        },
      },
    },
    config,
  );
}

export type ReputationEntity = ReturnType<typeof reputationEntity>;
/** A reputation as stored (ElectroDB's item type). */
export type ReputationItem = EntityItem<ReputationEntity>;
