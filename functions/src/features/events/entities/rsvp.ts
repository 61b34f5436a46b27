import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { RSVP_STATUSES, TABLE } from '@club/shared';
import { clubTable } from '../../../platform/db/club-table.js';
import { personCard } from '../../../platform/db/entities/person-card.js';
import { TIMESTAMPS, creationKey, key, linkedKey, keyFollowing } from '../../../platform/db/keys.js';

/** The event's RSVPs (attendees of any status), by member id: its partition's `RSVP#` items, read oldest id first. */
export const rsvpsOfEvent = (eventId: string) => ({ partition: key('EVENT', eventId), range: { beginsWith: 'RSVP#' } }) as const;
/** The event's RSVPs in one status, newest first (gsi1: View Attendees' status filter). */
export const rsvpsInStatus = (eventId: string, status: string) => ({ index: 'gsi1', partition: key('EVENT', eventId, 'RSVPS', status) }) as const;
/** A member's RSVPs, newest first (gsi2: My RSVPs). */
export const rsvpsOfMember = (memberId: string) => ({ index: 'gsi2', partition: key('MEMBER', memberId, 'RSVPS') }) as const;
/** The event's RSVPs' emergency contacts (its partition's `CONTACT#` items): their expiry follows the event's end. */
export const contactsOfEvent = (eventId: string) => ({ partition: key('EVENT', eventId), range: { beginsWith: 'CONTACT#' } }) as const;
/** One RSVP by its id (gsi3: the organizer's approve and decline). */
export const rsvpById = (id: string) => ({ index: 'gsi3', partition: key('RSVP', id) }) as const;

const schema = item({
  eventId: string().key(),
  memberId: string().key(),
  id: string(),
  status: string().enum(...RSVP_STATUSES),
  qrCode: string().optional(),
  specialRequests: string().optional(),
  dietaryRestrictions: string().optional(),
  /** Legacy: emergency contacts are kept on their own expiring item (rsvpContactEntity); never answered from here. */
  emergencyContact: string().optional(),
  /** The member gave an emergency contact (its text is on the rsvpContact item). */
  hasEmergencyContact: boolean().optional(),
  memberName: string(),
  /** Whether the member lets the organizer see their e-mail (absent on RSVPs made before the choice: not shared). */
  shareEmail: boolean().optional(),
  /** Copied only when `shareEmail` is true. */
  memberEmail: string().optional(),
  checkedInAt: string().optional(),
  checkedInBy: string().optional(),
  /** The door device that checked the guest in (its own random id). */
  checkInDeviceId: string().optional(),
  /** An offline check-in: when the device scanned the ticket (then also `checkedInAt`), and when the server received it. */
  checkInScannedAt: string().optional(),
  checkInSyncedAt: string().optional(),
  /** An offline check-in's id on its device, so the same queued item sent again is answered as before. */
  checkInClientId: string().optional(),
  /** The organizer's reason for checking this guest in outside the check-in window. */
  checkInOverride: string().optional(),
  approvedBy: string().optional(),
  approvedAt: string().optional(),
  rejectionReason: string().optional(),
  cancelledAt: string().optional(),
  /** A gated event's applicant's answer to its approval criteria. */
  gatingAnswer: string().optional(),
  /** The member chose to be on the event's "who's going" list (absent: not listed). */
  showOnGuestList: boolean().optional(),
  /** Who the member was at the RSVP (title, company, photo, verified), so View Attendees names them without a member read. */
  memberCard: personCard().optional(),
  // The status partition follows every status change (updates carry the key, so the event id is there).
  gsi1pk: keyFollowing('status', (item) => rsvpsInStatus(item.eventId as string, item.status as string).partition),
  gsi1sk: creationKey(),
  gsi2pk: linkedKey((item) => rsvpsOfMember(item.memberId as string).partition),
  gsi2sk: creationKey(),
  gsi3pk: linkedKey((item) => rsvpById(item.id as string).partition),
  gsi3sk: string().hidden().putDefault('RSVP'),
});

/**
 * A member's RSVP to an event, in the event's partition. Keyed by event +
 * member, so a member holds at most one RSVP per event (created with
 * attribute_not_exists, or over their own cancelled one). The member's name
 * (and e-mail, when they share it with the organizer) are copied for the
 * organizer's attendee list.
 */
export const rsvpEntity = () =>
  new Entity({
    name: 'rsvp',
    table: clubTable,
    schema,
    computeKey: ({ eventId, memberId }) => ({ pk: key('EVENT', eventId), sk: key('RSVP', memberId) }),
    timestamps: TIMESTAMPS,
  });

export type RsvpEntity = ReturnType<typeof rsvpEntity>;
/** An RSVP as read (createdAt and updatedAt set by the library). */
export type RsvpItem = FormattedItem<RsvpEntity>;

const codeSchema = item({
  qrCode: string().key(),
  eventId: string(),
  memberId: string(),
});

/**
 * A ticket: the code as key, pointing at its RSVP; written with
 * attribute_not_exists, so every code is unique in the club (so in its event
 * too). Short codes and the long ones of older tickets share this key space.
 */
export const rsvpCodeEntity = () =>
  new Entity({
    name: 'rsvpCode',
    table: clubTable,
    schema: codeSchema,
    computeKey: ({ qrCode }) => ({ pk: key('TICKET', qrCode), sk: 'TICKET' }),
    timestamps: TIMESTAMPS,
  });

const contactSchema = item({
  eventId: string().key(),
  memberId: string().key(),
  emergencyContact: string(),
  /** TTL attribute (epoch seconds): 7 days after the event ends, DynamoDB deletes the contact (the RSVP stays). */
  expiresAt: number().savedAs(TABLE.ttlAttribute),
});

/**
 * An RSVP's emergency contact, on its own item beside the RSVP (same
 * partition, `CONTACT#<memberId>`) so that only it expires: written and
 * deleted in the RSVP's transactions, shown to the organizer on the event day.
 */
export const rsvpContactEntity = () =>
  new Entity({
    name: 'rsvpContact',
    table: clubTable,
    schema: contactSchema,
    computeKey: ({ eventId, memberId }) => ({ pk: key('EVENT', eventId), sk: key('CONTACT', memberId) }),
    timestamps: TIMESTAMPS,
  });
