/** Event and RSVP values. */

export const EVENT_TYPES = ['summit', 'networking', 'workshop', 'investor_meetup', 'cultural'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  summit: 'Summit',
  networking: 'Networking',
  workshop: 'Workshop',
  investor_meetup: 'Investor Meetup',
  cultural: 'Cultural',
};
/** How a refused check-in of a guest already admitted begins: the door shows it as good news, not a refusal. */
export const ALREADY_CHECKED_IN = 'Already checked in';
/** RSVP statuses, plus `cancelled` for an RSVP the member withdraws. */
export const RSVP_STATUSES = ['pending', 'confirmed', 'declined', 'waitlist', 'checked_in', 'cancelled'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];
/** Statuses that hold a seat (counted in `currentAttendees`). */
export const SEATED_RSVP_STATUSES: readonly RsvpStatus[] = ['confirmed', 'checked_in'];
/** Statuses a member may cancel. */
export const CANCELLABLE_RSVP_STATUSES: readonly RsvpStatus[] = ['pending', 'waitlist', 'confirmed'];
/** Loading placeholders: upcoming events, own events, RSVPs. */
export const EVENT_LOADING_CARDS = { upcoming: 4, myEvents: 2, myRsvps: 3 } as const;
/** Bounds of an event: the largest capacity and the longest waitlist one event item keeps. */
export const EVENT_LIMITS = { maxAttendees: 100_000, waitlist: 1_000 } as const;
/**
 * A ticket code's characters: digits and capitals with every look-alike pair
 * left out on both sides (0/O/D/Q, 1/I/L, 2/Z, 5/S, 6/G, 8/B, U/V), so a code
 * read out or typed from a phone screen cannot be mistaken.
 */
export const TICKET_CODE_ALPHABET = '3479ACEFHJKMNPRTWXY';
/** A ticket code's length: 19^8 ≈ 1.7·10^10 codes, drawn at random, and only the event's organizer can try one. */
export const TICKET_CODE_LENGTH = 8;
/** Check-in opens this long before an event's start and closes at its end (the organizer may override with a reason). */
export const CHECK_IN_OPENS_BEFORE_MINUTES = 120;
/** The time zone of an event when the form sends none. */
export const DEFAULT_EVENT_TIME_ZONE = 'Asia/Kolkata';
/**
 * The offline door: how many queued check-ins one sync sends at most, how many RSVPs one door-list page reads,
 * how far ahead of the server's clock a device's scan time may be, and how long after the event ends a queued
 * check-in is still accepted (and the device keeps its door list).
 */
export const DOOR = { syncBatch: 100, listPage: 500, clockSkewMinutes: 5, keepHoursAfterEnd: 24 } as const;
