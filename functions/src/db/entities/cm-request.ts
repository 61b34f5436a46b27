import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { CM_DELEGATION_TYPES, CM_INVESTMENT_BANDS, CM_PURPOSES, CM_REQUEST_STATUSES, CM_SECTORS, CM_URGENCIES } from '@club/shared';
import { SERVICE, byIdIndex, newestIn } from './keys.js';

/**
 * Meet The CM requests (issue 16). Keyed by id so staff can act on one; a
 * member only reaches their own. The booked slot is copied in (`slot*`).
 */
export function cmRequestEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'cmRequest', version: '1', service: SERVICE },
      attributes: {
        id: { type: 'string', required: true },
        userId: { type: 'string', required: true },
        status: { type: CM_REQUEST_STATUSES, required: true },
        delegationType: { type: CM_DELEGATION_TYPES },
        purpose: { type: CM_PURPOSES },
        sector: { type: CM_SECTORS },
        investmentAmount: { type: CM_INVESTMENT_BANDS },
        jobCreation: { type: 'number' },
        preferredDate: { type: 'string' },
        duration: { type: 'number' },
        urgency: { type: CM_URGENCIES },
        subject: { type: 'string' },
        proposal: { type: 'string' },
        companyProfile: { type: 'string' },
        slotId: { type: 'string' },
        slotDate: { type: 'string' },
        slotStart: { type: 'string' },
        slotEnd: { type: 'string' },
        slotDuration: { type: 'number' },
        slotLocation: { type: 'string' },
        slotCreatedAt: { type: 'string' },
        declineReason: { type: 'string' },
        statusNote: { type: 'string' },
        submittedAt: { type: 'string' },
        createdAt: { type: 'string', required: true, readOnly: true },
        updatedAt: { type: 'string' },
      },
      indexes: {
        byId: byIdIndex,
        /** A member's drafts and requests, newest first. */
        byMember: newestIn('gsi1', ['userId']),
        /** Every member's requests in one status, newest first (the staff console's queue). */
        byStatus: newestIn('gsi2', ['status'], 'default'),
      },
    },
    config,
  );
}

export type CmRequestEntity = ReturnType<typeof cmRequestEntity>;
export type CmRequestItem = EntityItem<CmRequestEntity>;
