import { eventsListed, type EventItem, type EventListing } from './entities/event.js';
import { rsvpsOfEvent, rsvpsOfMember, type RsvpItem } from './entities/rsvp.js';
import { getMany } from '../../platform/db/get-together.js';
import { queryAll } from '../../platform/db/pages.js';
import { eventData } from './data.js';

/** RSVP statuses that mean the member was (or will be) there. */
export const ATTENDING = new Set(['confirmed', 'checked_in']);

/**
 * The events two members both attended that started by `now`: both members'
 * RSVPs (two Queries at once), then the events they share (one BatchGet).
 */
export async function pastEventsAttendedTogether(a: string, b: string, now: Date): Promise<EventItem[]> {
  const { rsvps, events } = eventData();
  const [ofA, ofB] = await Promise.all([queryAll(rsvps, rsvpsOfMember(a)), queryAll(rsvps, rsvpsOfMember(b))]);
  const attendedB = new Set(ofB.filter((rsvp) => ATTENDING.has(rsvp.status)).map((rsvp) => rsvp.eventId));
  const shared = [...new Set(ofA.filter((rsvp) => ATTENDING.has(rsvp.status) && attendedB.has(rsvp.eventId)).map((rsvp) => rsvp.eventId))];
  if (!shared.length) return [];
  const nowIso = now.toISOString();
  return (
    await getMany(
      events,
      shared.map((id) => ({ id })),
    )
  ).filter((event) => event.startTime <= nowIso);
}

/** Every event of a listing (ending after `endingAfter`, when given), soonest end first, all pages (one Query). */
export const listedEvents = (listing: EventListing, endingAfter?: string): Promise<EventItem[]> =>
  queryAll(eventData().events, eventsListed(listing, endingAfter), { ascending: true });

/** Every RSVP of an event, any status, by member id, all pages (one Query). */
export const rsvpsTo = (eventId: string): Promise<RsvpItem[]> => queryAll(eventData().rsvps, rsvpsOfEvent(eventId), { ascending: true });
