/**
 * Dates and times as every screen, PDF, calendar file and notification shows
 * them. One style:
 *   day        'Thu 26 Nov 2026'       (date-only values: the calendar day, never shifted by a zone)
 *   time       '8:47 pm GMT'           (always with the zone named)
 *   date-time  'Thu 26 Nov 2026, 8:47 pm GMT · 2:17 am IST' (the venue's time beside it when its clock differs)
 * Times are shown in the viewer's zone (their stored preference, else the
 * browser's); events held elsewhere add the venue's time after ' · '.
 */

/** The zone events in India are held in. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Intl formatters are slow to build; one per locale, zone and shape. */
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, found);
  }
  return found;
}

/** Whether `zone` is an IANA time zone this runtime knows ('Asia/Kolkata', 'UTC'). */
export function isTimeZone(zone: string): boolean {
  if (!zone) return false;
  try {
    formatter('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The browser's (or server's) own zone, or UTC where the runtime names none. */
export const runtimeTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Every zone the runtime knows, for a zone picker (UTC first). */
export function allTimeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...zones.filter((zone) => zone !== 'UTC')];
}

/** A Date from an ISO instant, epoch ms or a Date; a date-only 'YYYY-MM-DD' is that day's UTC midnight. */
function toDate(value: string | number | Date): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(value);
  const day = DATE_ONLY.exec(value);
  return day ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))) : new Date(value);
}

/** The wall-clock parts of an instant in `timeZone` (month 1–12, hour 0–23). */
export function wallClock(value: string | number | Date, timeZone: string) {
  const parts = formatter('en-US', {
    timeZone,
    hourCycle: 'h23',
    weekday: 'short',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(toDate(value));
  const text = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  const num = (type: Intl.DateTimeFormatPartTypes) => Number(text(type) || 0);
  return {
    year: num('year'),
    month: num('month'),
    day: num('day'),
    hour: num('hour') % 24,
    minute: num('minute'),
    second: num('second'),
    weekday: text('weekday'),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar day of an instant in `timeZone` as 'YYYY-MM-DD' (today in India, a date input's minimum). */
export function calendarDay(value: string | number | Date, timeZone: string): string {
  const p = wallClock(value, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** An instant as `YYYYMMDDTHHMMSSZ` (UTC, the basic form calendars read: .ics files, calendar sites' links). */
export const compactUtcTime = (value: string | number | Date): string => `${toDate(value).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** How far `timeZone` is ahead of UTC at an instant, in ms (IST: 5.5 h). */
export function zoneOffset(value: string | number | Date, timeZone: string): number {
  const instant = toDate(value).getTime();
  const p = wallClock(instant, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(instant / 1000) * 1000;
}

/** A wall-clock time in `timeZone` ('2026-11-26T20:47' or its parts) → the UTC instant in ms (settles across a daylight-saving change). */
export function zonedToInstant(local: { year: number; month: number; day: number; hour?: number; minute?: number }, timeZone: string): number {
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour ?? 0, local.minute ?? 0);
  const first = asUtc - zoneOffset(asUtc, timeZone);
  return asUtc - zoneOffset(first, timeZone);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A zone's short name at an instant: the letters people use where there are
 * some (IST, GMT, BST, CET, CST, EST, GST), else the offset ('GMT+8').
 */
export function zoneName(value: string | number | Date, timeZone: string): string {
  const date = toDate(value);
  let fallback = '';
  for (const locale of ['en-US', 'en-GB', 'en-IN']) {
    const name =
      formatter(locale, { timeZone, timeZoneName: 'short' })
        .formatToParts(date)
        .find((part) => part.type === 'timeZoneName')?.value ?? '';
    if (/^[A-Z]{2,5}$/.test(name)) return name;
    fallback ||= name;
  }
  return fallback || timeZone;
}

export interface DateOptions {
  /** Leave out the weekday ('26 Nov 2026'); lists and tables that show many dates. */
  weekday?: boolean;
  /** Leave out the year ('Thu 26 Nov'). */
  year?: boolean;
}

/**
 * A day: 'Thu 26 Nov 2026'. A date-only value ('2027-01-14') is that calendar
 * day wherever the viewer is; an instant is read in `timeZone` (default UTC).
 * Anything that is not a date comes back as given.
 */
export function formatDate(value: string | number | Date, timeZone = 'UTC', { weekday = true, year = true }: DateOptions = {}): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const dateOnly = typeof value === 'string' && DATE_ONLY.test(value);
  const p = wallClock(date, dateOnly ? 'UTC' : timeZone);
  return [weekday ? p.weekday : '', String(p.day), MONTHS[p.month - 1], year ? String(p.year) : ''].filter(Boolean).join(' ');
}

/** An hour (0–23) and minute as the app writes a clock time: '8:47 pm'. */
const clockOf = (hour: number, minute: number): string => `${hour % 12 || 12}:${pad(minute)} ${hour < 12 ? 'am' : 'pm'}`;

/** A clock time without the zone: '8:47 pm'. */
function clock(date: Date, timeZone: string): string {
  const p = wallClock(date, timeZone);
  return clockOf(p.hour, p.minute);
}

/** A time with its zone named: '8:47 pm GMT'. */
export function formatTime(value: string | number | Date, timeZone: string): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return `${clock(date, timeZone)} ${zoneName(date, timeZone)}`;
}

export interface DateTimeOptions extends DateOptions {
  /** The venue's zone (an event's, a slot's): its time follows after ' · ' when its clock differs from the viewer's. */
  venueZone?: string;
}

/** The venue's time after ' · ', with its day when that is another day: ' · Fri 27 Nov, 2:17 am IST'. */
function venueSuffix(date: Date, timeZone: string, venueZone: string | undefined): string {
  if (!venueZone || venueZone === timeZone || zoneOffset(date, venueZone) === zoneOffset(date, timeZone)) return '';
  const sameDay = calendarDay(date, venueZone) === calendarDay(date, timeZone);
  return ` · ${sameDay ? '' : `${formatDate(date, venueZone, { year: false })}, `}${formatTime(date, venueZone)}`;
}

/**
 * A moment: 'Thu 26 Nov 2026, 8:47 pm GMT', in the viewer's `timeZone`; with
 * `venueZone` ('Asia/Kolkata' for an event in India) the venue's time follows:
 * 'Thu 26 Nov 2026, 8:47 pm GMT · Fri 27 Nov, 2:17 am IST'.
 */
export function formatDateTime(value: string | number | Date, timeZone: string, options: DateTimeOptions = {}): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return `${formatDate(date, timeZone, options)}, ${formatTime(date, timeZone)}${venueSuffix(date, timeZone, options.venueZone)}`;
}

/**
 * A span: 'Thu 3 Dec 2026, 11:00 am – 11:30 am IST' (the end's day too when it
 * ends on another day), then the venue's start time when its clock differs.
 */
export function formatTimeRange(start: string | number | Date, end: string | number | Date, timeZone: string, options: DateTimeOptions = {}): string {
  const from = toDate(start);
  const to = toDate(end);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return `${String(start)} – ${String(end)}`;
  const startDay = formatDate(from, timeZone, options);
  const endDay = formatDate(to, timeZone, options);
  const ending = startDay === endDay ? formatTime(to, timeZone) : `${endDay}, ${formatTime(to, timeZone)}`;
  return `${startDay}, ${clock(from, timeZone)} – ${ending}${venueRangeSuffix(from, to, timeZone, options.venueZone)}`;
}

/** The venue's span after ' · ' ('· 4:30 pm – 5:00 pm IST'), its day named when that is another day. */
function venueRangeSuffix(from: Date, to: Date, timeZone: string, venueZone: string | undefined): string {
  if (!venueSuffix(from, timeZone, venueZone) || !venueZone) return '';
  const sameDay = calendarDay(from, venueZone) === calendarDay(from, timeZone);
  return ` · ${sameDay ? '' : `${formatDate(from, venueZone, { year: false })}, `}${clock(from, venueZone)} – ${formatTime(to, venueZone)}`;
}

const CLOCK_IN_TEXT = /\b(\d{1,2}):(\d{2})(?:\s*([ap])\.?m\.?)?(?![\w:])/gi;

/**
 * Clock times inside free text (an agenda's "9:00 AM", "18:30", "Day 2 10:00")
 * written as the app writes them: "9:00 am", "6:30 pm", "Day 2 10:00 am". A
 * time without am or pm is read on the 24-hour clock; anything else is kept.
 */
export function formatClockText(text: string): string {
  return text.replace(CLOCK_IN_TEXT, (whole, h: string, m: string, half: string | undefined) => {
    const hour = Number(h);
    const minute = Number(m);
    if (minute > 59 || hour > 23 || (half && (hour < 1 || hour > 12))) return whole;
    const hour24 = half ? (hour % 12) + (half.toLowerCase() === 'p' ? 12 : 0) : hour;
    return clockOf(hour24, minute);
  });
}

/** Two clock times in one zone, named once: '10:00 am – 10:30 am IST' (a slot whose day is shown beside it). */
export function formatClockRange(start: string | number | Date, end: string | number | Date, timeZone: string): string {
  return `${clock(toDate(start), timeZone)} – ${formatTime(end, timeZone)}`;
}

const UNITS: [string, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** How long ago: '5 minutes ago', '1 day ago', 'just now' (a moment in the future reads 'just now' too). */
export function timeAgo(value: string | number | Date, now: number = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - toDate(value).getTime()) / 1000));
  for (const [unit, size] of UNITS) {
    const count = Math.floor(seconds / size);
    if (count >= 1) return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
  }
  return 'just now';
}

/** Time spent, as reading analytics show it: '0 s', '45 s', '3 min 5 s', '2 h 4 min' (seconds dropped past an hour). */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  const hours = Math.floor(seconds / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  const rest = seconds % 60;
  if (hours) return minutes ? `${hours} h ${minutes} min` : `${hours} h`;
  if (minutes) return rest ? `${minutes} min ${rest} s` : `${minutes} min`;
  return `${rest} s`;
}
