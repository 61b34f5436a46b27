import { compactUtcTime } from '@club/shared';

/**
 * The RFC 5545 text of the project's calendar files: escaping, folding and the
 * VCALENDAR around VEVENTs. Apart from the zoned writer (icalendar.ts) so a
 * calendar of all-day events (festivals) carries no time-zone data.
 */

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
export const quoted = (value: string) =>
  `"${value
    .split(LINE_BREAK)
    .map((line) => line.replace(CONTROL, '').replace(/\^/g, '^^').replace(/"/g, "^'"))
    .join('^n')}"`;

/** A URI value (URL, MAILTO): written as it is (TEXT escapes do not apply to URIs), controls and line breaks dropped. */
export const uri = (value: string) => value.replace(LINE_BREAK, '').replace(CONTROL, '');

/** Content lines longer than 75 octets continue on the next line after CRLF and a space (RFC 5545 §3.1), never inside a UTF-8 sequence. */
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

/** The header of a VCALENDAR: its name as apps show it and the PRODID `-//company//product//EN`. */
export interface CalendarHeader {
  name: string;
  company: string;
  product: string;
}

/** A calendar file: the header, extra calendar lines (a VTIMEZONE), then each event's lines; every line folded. */
export function calendarText({ name, company, product }: CalendarHeader, calendarLines: string[], events: string[][]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${company}//${product}//EN`,
    `NAME:${icalText(name)}`,
    `X-WR-CALNAME:${icalText(name)}`,
    ...calendarLines,
    ...events.flatMap((event) => ['BEGIN:VEVENT', ...event, 'END:VEVENT']),
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n');
}

/** An all-day event of one or more days (a festival): dates, not times, so it is the same day in every zone. */
export interface AllDayEvent {
  uid: string;
  /** The first day, YYYY-MM-DD. */
  date: string;
  days: number;
  summary: string;
  description?: string;
  url?: string;
}

const dateValue = (day: string) => day.replace(/-/g, '');
const dayAfter = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The .ics text of all-day events: DTSTART/DTEND as DATE values (DTEND the day after the last, RFC 5545 §3.6.1), shown as free time. */
export function allDayCalendar(header: CalendarHeader, events: AllDayEvent[], now = new Date()): string {
  return calendarText(
    header,
    [],
    events.map((event) => [
      `UID:${event.uid}`,
      'SEQUENCE:0',
      `DTSTAMP:${compactUtcTime(now)}`,
      `DTSTART;VALUE=DATE:${dateValue(event.date)}`,
      `DTEND;VALUE=DATE:${dateValue(dayAfter(event.date, Math.max(1, event.days)))}`,
      `SUMMARY:${icalText(event.summary)}`,
      ...(event.description ? [`DESCRIPTION:${icalText(event.description)}`] : []),
      ...(event.url ? [`URL;VALUE=URI:${uri(event.url)}`] : []),
      'TRANSP:TRANSPARENT',
    ]),
  );
}
