import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { DARSHAN_STATUSES } from '@club/shared';
import { SERVICE, byIdIndex, newestIn } from './keys.js';

/**
 * Darshan plans (spec 2 §3.2). Keyed by id so staff can act on one; a member
 * only ever reaches their own (the domain checks `userId`, another's is 404).
 */
export function darshanPlanEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'darshanPlan', version: '1', service: SERVICE },
      attributes: {
        id: { type: 'string', required: true },
        userId: { type: 'string', required: true },
        dateRange: { type: 'string', required: true },
        pax: { type: 'number', required: true },
        specialRequests: { type: 'string' },
        notes: { type: 'string' },
        status: { type: DARSHAN_STATUSES, required: true, default: 'planning' },
        officialsContacted: { type: 'boolean', required: true, default: false },
        confirmationDetails: { type: 'string' },
        ticketId: { type: 'string' },
        submittedAt: { type: 'string' },
        createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
      },
      indexes: {
        byId: byIdIndex,
        /** A member's plans, newest first (My Darshan Plans). */
        byMember: newestIn('gsi1', ['userId']),
        /** Every member's plans in one status, newest first (the staff console's queue). */
        byStatus: newestIn('gsi2', ['status'], 'default'),
      },
    },
    config,
  );
}

export type DarshanPlanEntity = ReturnType<typeof darshanPlanEntity>;
/** A darshan plan as stored (ElectroDB's item type). */
export type DarshanPlanItem = EntityItem<DarshanPlanEntity>;
