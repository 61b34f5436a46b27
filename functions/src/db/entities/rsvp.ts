import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { RSVP_STATUSES } from '@club/shared';
import { SERVICE, gsi, newestIn, primaryIndex } from './keys.js';

/**
 * A member's RSVP to an event. Keyed by event + member, so a member holds at
 * most one RSVP per event (created with attribute_not_exists, or over their
 * own cancelled one). The member's name and email are copied for the
 * organizer's attendee list.
 */
export function rsvpEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'rsvp', version: '1', service: SERVICE },
      attributes: {
        eventId: { type: 'string', required: true },
        memberId: { type: 'string', required: true },
        id: { type: 'string', required: true },
        status: { type: RSVP_STATUSES, required: true },
        qrCode: { type: 'string' },
        specialRequests: { type: 'string' },
        dietaryRestrictions: { type: 'string' },
        emergencyContact: { type: 'string' },
        memberName: { type: 'string', required: true },
        memberEmail: { type: 'string' },
        checkedInAt: { type: 'string' },
        checkedInBy: { type: 'string' },
        approvedBy: { type: 'string' },
        approvedAt: { type: 'string' },
        rejectionReason: { type: 'string' },
        cancelledAt: { type: 'string' },
        createdAt: { type: 'string', required: true, default: () => new Date().toISOString() },
        updatedAt: { type: 'string' },
      },
      indexes: {
        /** The event's RSVPs (attendees of any status), by member id. */
        byEvent: {
          pk: { field: primaryIndex.pk, composite: ['eventId'], casing: 'none' },
          sk: { field: primaryIndex.sk, composite: ['memberId'], casing: 'none' },
        },
        /** The event's RSVPs in one status, newest first (View Attendees' status filter). */
        byEventStatus: newestIn('gsi1', ['eventId', 'status']),
        /** A member's RSVPs, newest first (My RSVPs). */
        byMember: newestIn('gsi2', ['memberId']),
        /** One RSVP by its id (the organizer's approve and decline). */
        byRsvpId: {
          index: 'gsi3',
          pk: { field: gsi('gsi3').pk, composite: ['id'], casing: 'none' },
          sk: { field: gsi('gsi3').sk, composite: [] },
        },
      },
    },
    config,
  );
}

export type RsvpEntity = ReturnType<typeof rsvpEntity>;
export type RsvpItem = EntityItem<RsvpEntity>;

/** A QR ticket: the code as key, pointing at its RSVP; written with attribute_not_exists, so every code is unique. */
export function rsvpCodeEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'rsvpCode', version: '1', service: SERVICE },
      attributes: {
        qrCode: { type: 'string', required: true },
        eventId: { type: 'string', required: true },
        memberId: { type: 'string', required: true },
        createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
      },
      indexes: {
        byCode: {
          pk: { field: primaryIndex.pk, composite: ['qrCode'], casing: 'none' },
          sk: { field: primaryIndex.sk, composite: [] },
        },
      },
    },
    config,
  );
}

export type RsvpCodeItem = EntityItem<ReturnType<typeof rsvpCodeEntity>>;
