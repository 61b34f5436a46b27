import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { INDUSTRIES, OPPORTUNITY_STAGES } from '@club/shared';
import { SERVICE, byIdIndex, gsi, newestIn } from './keys.js';

/** Whether an opportunity is in deal flow (kept with `isActive`: the listing indexes' partition). */
export const OPPORTUNITY_LISTINGS = ['active', 'inactive'] as const;

/**
 * An investment opportunity (spec 2 §3.3). `interestCount` changes only in
 * the transaction that records a member's interest; `updatedAt` is the
 * optimistic lock of edits (they move the club's active-deal and raised
 * counters by the difference they make).
 */
export function opportunityEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'opportunity', version: '1', service: SERVICE },
      attributes: {
        id: { type: 'string', required: true },
        title: { type: 'string', required: true },
        description: { type: 'string' },
        stage: { type: OPPORTUNITY_STAGES, required: true },
        industry: { type: INDUSTRIES },
        /** Rupees. */
        targetAmount: { type: 'number' },
        minInvestment: { type: 'number' },
        /** Pre-money valuation. */
        valuation: { type: 'number' },
        location: { type: 'string' },
        teluguFounders: { type: 'boolean', required: true, default: false },
        interestCount: { type: 'number', required: true, default: 0 },
        raisedAmount: { type: 'number', required: true, default: 0 },
        pitchDeckUrl: { type: 'string' },
        isActive: { type: 'boolean', required: true },
        listing: { type: OPPORTUNITY_LISTINGS, required: true },
        createdBy: { type: 'string', required: true },
        createdByName: { type: 'string' },
        createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
        updatedAt: { type: 'string', required: true },
      },
      indexes: {
        byId: byIdIndex,
        /** Deal flow: listed opportunities newest first (filters other than stage are a filter expression). */
        byListing: newestIn('gsi1', ['listing'], 'default'),
        /** A founder's own opportunities, newest first (My Investments). */
        byOwner: newestIn('gsi2', ['createdBy']),
        /** Deal flow filtered by stage: one partition per listing and stage, newest first. */
        byStage: {
          index: 'gsi3',
          pk: { field: gsi('gsi3').pk, composite: ['listing', 'stage'] },
          sk: { field: gsi('gsi3').sk, composite: ['createdAt', 'id'], casing: 'none' },
        },
      },
    },
    config,
  );
}

export type OpportunityEntity = ReturnType<typeof opportunityEntity>;
export type OpportunityItem = EntityItem<OpportunityEntity>;
