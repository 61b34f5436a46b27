import { getVtimezoneComponent } from '@touch4it/ical-timezones';

/**
 * An iCalendar (RFC 5545) file holding one event in its own time zone: the
 * zone's VTIMEZONE, start and end as local times with their TZID. Written
 * here rather than with a calendar library (issue 11: the library and its
 * date package were ~40 KiB of each calendar Lambda for these few lines);
 * the lines are the ones ical-generator wrote for the same event.
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

/** TEXT values: backslash, semicolon and comma escaped, line breaks as `\n` (RFC 5545 §3.3.11). */
const text = (value: string) => value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n');

/** A parameter value (CN): quoted, with double quotes and backslashes escaped. */
const quoted = (value: string) => `"${value.replace(/[\\"]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n')}"`;

/** Lines longer than 75 octets continue on the next line after CRLF and a space (§3.1), never inside a character. */
function fold(line: string): string {
  let out = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > 74) {
      out += '\r\n ';
      octets = 0;
    }
    out += char;
    octets += size;
  }
  return out;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYYMMDDTHHMMSS`, the wall-clock time at `instant` in `timeZone`. */
function localTime(instant: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return `${pad(parts.year, 4)}${pad(parts.month)}${pad(parts.day)}T${pad(parts.hour)}${pad(parts.minute)}${pad(parts.second)}`;
}

/** `YYYYMMDDTHHMMSSZ` in UTC. */
const utcTime = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

export function icalendar({ name, company, product, event }: CalendarFile, now = new Date()): string {
  const vtimezone = getVtimezoneComponent(event.timeZone);
  // The zone as its VTIMEZONE names it (an alias reads as its canonical name). UTC, or a zone without
  // a VTIMEZONE, is written as UTC instants instead (`…Z`), never as floating local times.
  const zone = vtimezone && /^TZID:(.+)$/m.exec(vtimezone)?.[1]?.trim();
  const utc = !zone || zone === 'Etc/UTC';
  const time = (instant: string) => (utc ? `:${utcTime(new Date(instant))}` : `;TZID=${zone}:${localTime(instant, zone)}`);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${company}//${product}//EN`,
    `NAME:${text(name)}`,
    `X-WR-CALNAME:${text(name)}`,
    ...(utc ? [] : [...vtimezone.trim().split(/\r?\n/), `TIMEZONE-ID:${zone}`, `X-WR-TIMEZONE:${zone}`]),
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    'SEQUENCE:0',
    `DTSTAMP:${utcTime(now)}`,
    `DTSTART${time(event.start)}`,
    `DTEND${time(event.end)}`,
    `SUMMARY:${text(event.summary)}`,
    ...(event.location ? [`LOCATION:${text(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${text(event.description)}`] : []),
    ...(event.attendees ?? []).map(({ name: cn, email }) => `ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;CN=${quoted(cn)}:MAILTO:${email}`),
    ...(event.url ? [`URL;VALUE=URI:${text(event.url)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n');
}
