import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { SERVICE, gsi, primaryIndex } from './keys.js';

/** `home` = where the member lives (no dates); `trip` = a stay with dates. */
export const TRAVEL_KINDS = ['trip', 'home'] as const;
/** The end key of a home location: after every trip, so it overlaps all of them. */
export const HOME_END_KEY = '9999-12-31';

/**
 * A member's travel plan or home location (spec 2 §3.6 user_locations). The
 * member's names are copied for the overlap lists. `cityKey` is the city and
 * country lower-cased, so "Dubai, UAE" and "dubai, uae" meet.
 */
export function travelPlanEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'travelPlan', version: '1', service: SERVICE },
      attributes: {
        userId: { type: 'string', required: true },
        id: { type: 'string', required: true },
        kind: { type: TRAVEL_KINDS, required: true },
        city: { type: 'string', required: true },
        country: { type: 'string', required: true },
        cityKey: { type: 'string', required: true },
        startDate: { type: 'string' },
        endDate: { type: 'string' },
        /** endDate, or HOME_END_KEY for a home location. */
        endKey: { type: 'string', required: true },
        purpose: { type: 'string' },
        isPublic: { type: 'boolean', required: true, default: false },
        notes: { type: 'string' },
        firstName: { type: 'string', required: true },
        lastName: { type: 'string', required: true },
        createdAt: { type: 'string', required: true, readOnly: true },
      },
      indexes: {
        /** A member's plans. */
        byMember: {
          pk: { field: primaryIndex.pk, composite: ['userId'], casing: 'none' },
          sk: { field: primaryIndex.sk, composite: ['id'], casing: 'none' },
        },
        /** Plans in one city by end date (overlaps: end on or after a plan's start). */
        byCity: {
          index: 'gsi1',
          pk: { field: gsi('gsi1').pk, composite: ['cityKey'], casing: 'none' },
          sk: { field: gsi('gsi1').sk, composite: ['endKey', 'id'], casing: 'none' },
        },
        /** Every trip or home location by end date (the smart-nudges job reads those not over). */
        byKind: {
          index: 'gsi2',
          pk: { field: gsi('gsi2').pk, composite: ['kind'] },
          sk: { field: gsi('gsi2').sk, composite: ['endKey', 'id'], casing: 'none' },
        },
      },
    },
    config,
  );
}

export type TravelPlanEntity = ReturnType<typeof travelPlanEntity>;
export type TravelPlanItem = EntityItem<TravelPlanEntity>;
