import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { wallClock } from '@club/shared';

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

/** Line breaks in member text: each becomes one escaped `\n` in a TEXT value. */
const LINE_BREAK = /\r\n|\r|\n/g;
/**
 * What no value may carry raw, dropped: C0 controls (CR and LF are handled as
 * line breaks before), DEL, C1 controls (U+0085 among them) and the Unicode
 * line and paragraph separators. A consumer that splits lines on any of them
 * would otherwise read the rest of a description as properties of its own.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g;

/**
 * The one TEXT escaper (RFC 5545 §3.3.11) for every value the project writes
 * into an .ics: backslash, semicolon and comma escaped, line breaks as `\n`,
 * every other control character and line or paragraph separator dropped.
 */
export const icalText = (value: string): string =>
  value
    .split(LINE_BREAK)
    .map((line) => line.replace(CONTROL, '').replace(/[\\;,]/g, (c) => `\\${c}`))
    .join('\\n');

/** A quoted parameter value (CN): RFC 6868's caret escapes (^^, ^' for a quote, ^n for a line break), controls dropped. */
const quoted = (value: string) =>
  `"${value
    .split(LINE_BREAK)
    .map((line) => line.replace(CONTROL, '').replace(/\^/g, '^^').replace(/"/g, "^'"))
    .join('^n')}"`;

/** A URI value (URL, MAILTO): written as it is (TEXT escapes do not apply to URIs), controls and line breaks dropped. */
const uri = (value: string) => value.replace(LINE_BREAK, '').replace(CONTROL, '');

/** Content lines longer than 75 octets continue on the next line after CRLF and a space (§3.1), never inside a UTF-8 sequence. */
export function fold(line: string): string {
  let out = '';
  let octets = 0;
  // for…of walks code points, so a character outside the BMP (4 octets) is never cut in two.
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > 75) {
      out += '\r\n ';
      octets = 1;
    }
    out += char;
    octets += size;
  }
  return out;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYYMMDDTHHMMSS`, the wall-clock time at `instant` in `timeZone`. */
function localTime(instant: string, timeZone: string): string {
  const parts = wallClock(instant, timeZone);
  return `${pad(parts.year, 4)}${pad(parts.month)}${pad(parts.day)}T${pad(parts.hour)}${pad(parts.minute)}${pad(parts.second)}`;
}

/** `YYYYMMDDTHHMMSSZ` in UTC. */
const utcTime = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** The .ics text of one event: every member-written value through `icalText` (or its parameter and URI kin), every line folded. */
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
    `NAME:${icalText(name)}`,
    `X-WR-CALNAME:${icalText(name)}`,
    ...(utc ? [] : [...vtimezone.trim().split(/\r?\n/), `TIMEZONE-ID:${zone}`, `X-WR-TIMEZONE:${zone}`]),
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    'SEQUENCE:0',
    `DTSTAMP:${utcTime(now)}`,
    `DTSTART${time(event.start)}`,
    `DTEND${time(event.end)}`,
    `SUMMARY:${icalText(event.summary)}`,
    ...(event.location ? [`LOCATION:${icalText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${icalText(event.description)}`] : []),
    ...(event.attendees ?? []).map(({ name: cn, email }) => `ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;CN=${quoted(cn)}:MAILTO:${uri(email)}`),
    ...(event.url ? [`URL;VALUE=URI:${uri(event.url)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n');
}
