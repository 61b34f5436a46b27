import {
  SEATED_RSVP_STATUSES,
  eventSchema,
  rsvpEventSchema,
  registrationClosure,
  rsvpSchema,
  type ClubEvent,
  type Member,
  type Rsvp,
  type RsvpStatus,
  formatDateTime,
} from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import type { EventItem } from './entities/event.js';
import type { RsvpItem } from './entities/rsvp.js';
import { eventData } from './data.js';
import { ForbiddenError, NotFoundError } from '../../platform/lib/errors.js';

export const EVENT_NOT_FOUND = 'Event not found';
export const NOT_ORGANIZER = 'Only the event’s organizer can manage it';

/** Who is looking at an event: the virtual link is shown to its organizer and to members with a seat. */
export interface Viewer {
  memberId: string;
  rsvpStatus?: RsvpStatus | undefined;
}

export const canSeeVirtualLink = (event: Pick<EventItem, 'createdBy'>, viewer: Viewer): boolean =>
  event.createdBy === viewer.memberId || (viewer.rsvpStatus !== undefined && SEATED_RSVP_STATUSES.includes(viewer.rsvpStatus));

/** Why registration is closed, in words, or undefined while it is open. */
export function registrationClosedReason(event: EventItem, now = Date.now()): string | undefined {
  switch (registrationClosure(event, now)) {
    case 'inactive':
      return 'Registration is closed: this event is no longer active';
    case 'started':
      return 'Registration is closed: this event has already started';
    case 'deadline':
      return `Registration closed on ${formatDateTime(event.registrationDeadline ?? event.startTime, event.timeZone, { weekday: false })}`;
    case undefined:
      return undefined;
  }
}

/** The API's event: derived seat counts, the caller's status, and the virtual link only for those allowed. */
export function toEvent(item: EventItem, viewer: Viewer, now = Date.now()): ClubEvent {
  const { waitlist, listing: _listing, virtualLink, ...rest } = item;
  return eventSchema.parse({
    ...rest,
    ...(virtualLink && canSeeVirtualLink(item, viewer) ? { virtualLink } : {}),
    ...(item.maxAttendees === undefined ? {} : { seatsLeft: Math.max(0, item.maxAttendees - item.currentAttendees) }),
    waitlistCount: waitlist.length,
    registrationOpen: registrationClosure(item, now) === undefined,
    ...(viewer.rsvpStatus ? { myRsvpStatus: viewer.rsvpStatus } : {}),
  });
}

/** The event fields a My RSVPs item embeds. */
export const toRsvpEvent = (item: EventItem, viewer: Viewer) => rsvpEventSchema.parse(toEvent(item, viewer));

/** One event; undefined when there is none (a failed read throws). */
export async function findEvent(eventId: string, consistent = false): Promise<EventItem | undefined> {
  const { Item } = await eventData().events.build(GetItemCommand).key({ id: eventId }).options({ consistent }).send();
  return Item;
}

/** One event; 404 when there is none. */
export async function readEvent(eventId: string, consistent = false): Promise<EventItem> {
  const event = await findEvent(eventId, consistent);
  if (!event) throw new NotFoundError(EVENT_NOT_FOUND);
  return event;
}

/** The caller's own event: another member's is 403 (it is visible to every member, only not theirs to manage). */
export async function ownEvent(member: Member, eventId: string): Promise<EventItem> {
  const event = await readEvent(eventId);
  if (event.createdBy !== member.id) throw new ForbiddenError(NOT_ORGANIZER);
  return event;
}

/**
 * The RSVP as the API answers it: the code only while it admits, the waitlist
 * position only while waitlisted; never the copied e-mail or the emergency
 * contact (the organizer's view adds what they may see: toAttendee).
 */
export function rsvpsFor(event: Pick<EventItem, 'waitlist'>, item: RsvpItem): Rsvp {
  const { memberName: _name, memberEmail: _email, memberCard: _card, emergencyContact: _contact, hasEmergencyContact: _has, qrCode, ...rest } = item;
  const position = item.status === 'waitlist' ? event.waitlist.indexOf(item.memberId) + 1 : 0;
  return rsvpSchema.parse({
    ...rest,
    ...(qrCode && (item.status === 'confirmed' || item.status === 'checked_in') ? { qrCode } : {}),
    ...(position > 0 ? { waitlistPosition: position } : {}),
  });
}
