import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { EVENT_TYPES } from '@club/shared';
import { SERVICE, byIdIndex, gsi, newestIn } from './keys.js';

/** Whether an event is listed in Upcoming (kept with `isActive`: the index's partition). */
export const EVENT_LISTINGS = ['active', 'inactive'] as const;

/**
 * A club event (spec 2 §3.5). `currentAttendees` counts confirmed and
 * checked-in RSVPs and changes only in the transactions that seat or free a
 * member; `waitlist` holds the waitlisted members' ids in order (position =
 * index + 1), appended and removed in the same transactions as their RSVPs.
 */
export function eventEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'event', version: '1', service: SERVICE },
      attributes: {
        id: { type: 'string', required: true },
        title: { type: 'string', required: true },
        description: { type: 'string' },
        type: { type: EVENT_TYPES, required: true },
        /** UTC ISO strings. */
        startTime: { type: 'string', required: true },
        endTime: { type: 'string', required: true },
        /** The venue's IANA time zone. */
        timeZone: { type: 'string', required: true },
        venue: { type: 'string' },
        address: { type: 'string' },
        city: { type: 'string' },
        country: { type: 'string' },
        isVirtual: { type: 'boolean', required: true },
        virtualLink: { type: 'string' },
        maxAttendees: { type: 'number' },
        currentAttendees: { type: 'number', required: true, default: 0 },
        waitlist: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
        isGated: { type: 'boolean', required: true },
        gatingCriteria: { type: 'string' },
        bannerImage: { type: 'string' },
        agenda: { type: 'any', required: true, default: () => [] },
        organizers: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
        speakers: { type: 'any', required: true, default: () => [] },
        sponsors: { type: 'any', required: true, default: () => [] },
        tags: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
        registrationDeadline: { type: 'string' },
        isActive: { type: 'boolean', required: true },
        listing: { type: EVENT_LISTINGS, required: true },
        createdBy: { type: 'string', required: true },
        createdByName: { type: 'string' },
        createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
        updatedAt: { type: 'string' },
      },
      indexes: {
        byId: byIdIndex,
        /** Listed events by end time: Upcoming reads `active` from now on (one Query). */
        byListing: {
          index: 'gsi1',
          pk: { field: gsi('gsi1').pk, composite: ['listing'] },
          sk: { field: gsi('gsi1').sk, composite: ['endTime', 'id'], casing: 'none' },
        },
        /** Events a member organizes, newest first (My Events). */
        byOrganizer: newestIn('gsi2', ['createdBy']),
      },
    },
    config,
  );
}

export type EventEntity = ReturnType<typeof eventEntity>;
export type EventItem = EntityItem<EventEntity>;
