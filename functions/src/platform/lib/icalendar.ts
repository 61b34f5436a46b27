import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { compactUtcTime, wallClock } from '@club/shared';
import { calendarText, icalText, quoted, uri } from './icalendar-text.js';

export { fold, icalText } from './icalendar-text.js';

/**
 * An iCalendar (RFC 5545) file holding one event in its own time zone: the
 * zone's VTIMEZONE, start and end as local times with their TZID. Written
 * here rather than with a calendar library (the library and its
 * date package outweighed the rest of each calendar Lambda for these few lines);
 * the lines are the ones ical-generator wrote for the same event, except that
 * member text loses its control characters and lines fold at the full 75 octets.
 */
export interface CalendarEvent {
  uid: string;
  /** ISO instants. */
  start: string;
  end: string;
  /** IANA zone the event is held in. */
  timeZone: string;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  /** Required participants who have accepted. */
  attendees?: { name: string; email: string }[];
}

export interface CalendarFile {
  /** The calendar's name as apps show it. */
  name: string;
  /** PRODID: `-//company//product//EN`. */
  company: string;
  product: string;
  event: CalendarEvent;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYYMMDDTHHMMSS`, the wall-clock time at `instant` in `timeZone`. */
function localTime(instant: string, timeZone: string): string {
  const parts = wallClock(instant, timeZone);
  return `${pad(parts.year, 4)}${pad(parts.month)}${pad(parts.day)}T${pad(parts.hour)}${pad(parts.minute)}${pad(parts.second)}`;
}

/** The .ics text of one event: every member-written value through `icalText` (or its parameter and URI kin), every line folded. */
export function icalendar({ name, company, product, event }: CalendarFile, now = new Date()): string {
  const vtimezone = getVtimezoneComponent(event.timeZone);
  // The zone as its VTIMEZONE names it (an alias reads as its canonical name). UTC, or a zone without
  // a VTIMEZONE, is written as UTC instants instead (`…Z`), never as floating local times.
  const zone = vtimezone && /^TZID:(.+)$/m.exec(vtimezone)?.[1]?.trim();
  const utc = !zone || zone === 'Etc/UTC';
  const time = (instant: string) => (utc ? `:${compactUtcTime(instant)}` : `;TZID=${zone}:${localTime(instant, zone)}`);
  return calendarText({ name, company, product }, utc ? [] : [...vtimezone.trim().split(/\r?\n/), `TIMEZONE-ID:${zone}`, `X-WR-TIMEZONE:${zone}`], [
    [
      `UID:${event.uid}`,
      'SEQUENCE:0',
      `DTSTAMP:${compactUtcTime(now)}`,
      `DTSTART${time(event.start)}`,
      `DTEND${time(event.end)}`,
      `SUMMARY:${icalText(event.summary)}`,
      ...(event.location ? [`LOCATION:${icalText(event.location)}`] : []),
      ...(event.description ? [`DESCRIPTION:${icalText(event.description)}`] : []),
      ...(event.attendees ?? []).map(({ name: cn, email }) => `ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;CN=${quoted(cn)}:MAILTO:${uri(email)}`),
      ...(event.url ? [`URL;VALUE=URI:${uri(event.url)}`] : []),
    ],
  ]);
}
