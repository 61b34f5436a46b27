import type { EventItem } from './entities/event.js';
import type { RsvpItem } from './entities/rsvp.js';
import { getMany } from '../../platform/db/get-together.js';
import { eventData } from './data.js';
import { readStoredMember } from '../members/index.js';
import { calendarDay } from '@club/shared';

/** The calendar date of an instant in a time zone, as YYYY-MM-DD (so dates compare as strings). */
const localDate = (at: number, timeZone: string): string => calendarDay(at, timeZone);

/**
 * Whether `now` falls on the event's day: from the start's date to the end's
 * date, both in the event's own time zone (a two-day summit has two).
 */
export function isEventDay(event: Pick<EventItem, 'startTime' | 'endTime' | 'timeZone'>, now = Date.now()): boolean {
  const today = localDate(now, event.timeZone);
  return localDate(Date.parse(event.startTime), event.timeZone) <= today && today <= localDate(Date.parse(event.endTime), event.timeZone);
}

/**
 * The emergency contacts the organizer may see for these RSVPs, by member id:
 * none unless today is the event day (then one BatchGet of the contact items;
 * an RSVP stored before contacts had their own item still carries its own).
 */
export async function visibleContacts(event: EventItem, rsvps: RsvpItem[], now = Date.now()): Promise<Map<string, string>> {
  const shown = new Map<string, string>();
  if (!isEventDay(event, now)) return shown;
  for (const rsvp of rsvps) if (rsvp.emergencyContact) shown.set(rsvp.memberId, rsvp.emergencyContact);
  const keys = rsvps.filter((rsvp) => rsvp.hasEmergencyContact).map((rsvp) => ({ eventId: event.id, memberId: rsvp.memberId }));
  if (!keys.length) return shown;
  for (const contact of await getMany(eventData().rsvpContacts, keys)) shown.set(contact.memberId, contact.emergencyContact);
  return shown;
}

/** The member's directory sharing setting (Update Profile's "Share my e-mail and phone"), the default of an RSVP's e-mail consent. */
export async function sharesContact(memberId: string): Promise<boolean> {
  return (await readStoredMember(memberId))?.shareContact === true;
}
