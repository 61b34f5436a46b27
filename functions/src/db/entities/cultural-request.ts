import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { CULTURAL_LANGUAGES, CULTURAL_REQUEST_TYPES, CULTURAL_URGENCIES } from '@club/shared';
import { SERVICE, byIdIndex, newestIn } from './keys.js';

/**
 * Cultural requests (spec 2 §3.7). Keyed by id so staff can answer one; a
 * member only reaches their own (the domain checks `userId`, another's is 404).
 */
export function culturalRequestEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'culturalRequest', version: '1', service: SERVICE },
      attributes: {
        id: { type: 'string', required: true },
        userId: { type: 'string', required: true },
        type: { type: CULTURAL_REQUEST_TYPES, required: true },
        request: { type: 'string', required: true },
        context: { type: 'string' },
        location: { type: 'string' },
        language: { type: CULTURAL_LANGUAGES, required: true },
        urgency: { type: CULTURAL_URGENCIES, required: true },
        isResolved: { type: 'boolean', required: true },
        /**
         * `isResolved` as a key the staff queue can index (DynamoDB keys are
         * strings or numbers, not booleans). ElectroDB computes it on every
         * write that sets `isResolved`, so it never drifts and no writer sets it.
         */
        queue: {
          type: ['pending', 'resolved'] as const,
          watch: ['isResolved'],
          set: (_: unknown, { isResolved }: { isResolved?: boolean }) => (isResolved === undefined ? undefined : isResolved ? 'resolved' : 'pending'),
        },
        response: { type: 'string' },
        respondedBy: { type: 'string' },
        respondedByName: { type: 'string' },
        respondedAt: { type: 'string' },
        satisfaction: { type: 'number' },
        feedback: { type: 'string' },
        ratedAt: { type: 'string' },
        createdAt: { type: 'string', required: true, readOnly: true },
      },
      indexes: {
        byId: byIdIndex,
        /** A member's requests, newest first (My Requests). */
        byMember: newestIn('gsi1', ['userId']),
        /** Every member's requests, pending or resolved, newest first (the staff console's queue). */
        byQueue: newestIn('gsi2', ['queue'], 'default'),
      },
    },
    config,
  );
}

export type CulturalRequestEntity = ReturnType<typeof culturalRequestEntity>;
export type CulturalRequestItem = EntityItem<CulturalRequestEntity>;
