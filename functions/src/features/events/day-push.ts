import type { PushNoticeDraft } from '../notifications/index.js';
import { eventLink } from './announcement-notice.js';
import type { EventItem } from './entities/event.js';

/**
 * How long before its start a confirmed guest gets the event-day push. Three
 * hours: late enough to be on the day for all but small-hours events, and to
 * reach a guest who has forgotten it before they plan their afternoon; early
 * enough to leave time for the drive across a city such as Hyderabad and to
 * find the ticket before the door. (The 24-hour reminder mail is for planning.)
 */
export const DAY_PUSH_AHEAD_MS = 3 * 60 * 60_000;

/** A push notice is kept a day past the start: no run reaches the event by then, so its once-key is no longer needed. */
const KEEP_AFTER_START_MS = 24 * 60 * 60_000;

type PushedEvent = Pick<EventItem, 'id' | 'title' | 'startTime' | 'timeZone' | 'isVirtual' | 'venue' | 'city'>;

/** The event's local calendar day (its own time zone). */
const localDay = (at: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/** Where, in a push's few words: "Online", or the venue and city. */
const shortPlace = (event: PushedEvent): string | undefined => (event.isVirtual ? 'Online' : [event.venue, event.city].filter(Boolean).join(', ') || undefined);

/**
 * The event-day push to one guest: "Today: <title>", "Starts at 7:00 pm ·
 * Taj Krishna, Hyderabad — your ticket is in My RSVPs", in the event's own
 * time zone (as its mails); a tap opens the event's details (time, place,
 * directions, a virtual event's link), one tab from the ticket. "Tomorrow"
 * for an event starting in the small hours, whose push comes the evening before.
 */
export function dayPushOf(event: PushedEvent, memberId: string, now: Date): PushNoticeDraft {
  const start = new Date(event.startTime);
  const time = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: event.timeZone }).format(start);
  const day = localDay(start, event.timeZone) === localDay(now, event.timeZone) ? 'Today' : 'Tomorrow';
  const place = shortPlace(event);
  const where = event.isVirtual ? 'join from the app' : 'your ticket is in My RSVPs';
  return {
    memberId,
    onceKey: `${event.id}.${event.startTime}`,
    title: `${day}: ${event.title}`,
    body: `Starts at ${time}${place ? ` · ${place}` : ''} — ${where}`,
    link: eventLink(event.id),
    // One tag per event: a push for the event moved later replaces the earlier one on the device.
    tag: `event-today.${event.id}`,
    keepUntil: new Date(start.getTime() + KEEP_AFTER_START_MS),
  };
}
