import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { INVESTOR_TYPES } from '@club/shared';
import { SERVICE, gsi, primaryIndex } from './keys.js';

/** Whether a profile is in the Investor Network (kept with `isActive`). */
export const PROFILE_LISTINGS = ['active', 'inactive'] as const;

/**
 * A member's investor profile (spec 2 §3.3), one per member (keyed by the
 * member id). `updatedAt` is the optimistic lock of saves, which move the
 * club's profile counter when a profile becomes active or inactive.
 */
export function investorProfileEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'investorProfile', version: '1', service: SERVICE },
      attributes: {
        userId: { type: 'string', required: true },
        investorType: { type: INVESTOR_TYPES, required: true },
        fundName: { type: 'string' },
        minInvestment: { type: 'number' },
        maxInvestment: { type: 'number' },
        aum: { type: 'number' },
        focusAreas: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
        preferredStages: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
        checkSize: { type: 'number' },
        thesis: { type: 'string' },
        portfolio: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
        geography: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
        isAccredited: { type: 'boolean', required: true, default: false },
        isActive: { type: 'boolean', required: true },
        listing: { type: PROFILE_LISTINGS, required: true },
        /** The member's card when the profile was last saved (Investor Network, match cards, View Interest). */
        name: { type: 'string', required: true },
        firstName: { type: 'string', required: true },
        lastName: { type: 'string', required: true },
        profileImageUrl: { type: 'string' },
        linkedinUrl: { type: 'string' },
        createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
        updatedAt: { type: 'string', required: true },
      },
      indexes: {
        byUser: {
          pk: { field: primaryIndex.pk, composite: ['userId'], casing: 'none' },
          sk: { field: primaryIndex.sk, composite: [] },
        },
        /** Investor Network: listed profiles newest first. */
        byListing: {
          index: 'gsi1',
          pk: { field: gsi('gsi1').pk, composite: ['listing'] },
          sk: { field: gsi('gsi1').sk, composite: ['createdAt', 'userId'], casing: 'none' },
        },
      },
    },
    config,
  );
}

export type InvestorProfileEntity = ReturnType<typeof investorProfileEntity>;
export type InvestorProfileItem = EntityItem<InvestorProfileEntity>;
