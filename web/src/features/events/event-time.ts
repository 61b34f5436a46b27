/**
 * Event times: the API keeps UTC instants plus the venue's IANA zone. The form's
 * `datetime-local` inputs hold wall-clock time in that zone, and the screens
 * show times in it too, so a Dallas evening reads 6:30 PM CST from anywhere.
 */

/** The browser's zone (the form's default zone), or UTC where the browser says none. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Zones offered in the form: the club's chapters' cities, plus the browser's own when it is another. */
export const TIME_ZONES = [
  'Asia/Kolkata',
  'Asia/Dubai',
  'Asia/Singapore',
  'Europe/London',
  'Europe/Berlin',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'Australia/Sydney',
  'UTC',
] as const;

export const timeZoneOptions = (current?: string): string[] => {
  const zones: string[] = [...TIME_ZONES];
  for (const zone of [browserTimeZone(), current]) if (zone && !zones.includes(zone)) zones.unshift(zone);
  return zones;
};

/** The wall-clock parts of `instant` in `timeZone`. */
function wallParts(instant: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour') % 24, minute: get('minute'), second: get('second') };
}

/** How far `timeZone` is ahead of UTC at `instant`, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const p = wallParts(instant, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(instant / 1000) * 1000;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A `datetime-local` value read in `timeZone` → a UTC ISO string; '' when the value is blank or not a date-time. */
export function zonedToIso(local: string, timeZone: string): string {
  const match = LOCAL.exec(local.trim());
  if (!match) return '';
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  // Two passes settle the offset across a daylight-saving change.
  let instant = asUtc - offsetAt(asUtc, timeZone);
  instant = asUtc - offsetAt(instant, timeZone);
  return new Date(instant).toISOString();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A UTC ISO string → the `datetime-local` value of that instant in `timeZone` ('' for none). */
export function isoToZoned(iso: string | undefined, timeZone: string): string {
  if (!iso) return '';
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  const p = wallParts(instant, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** 'Sat, 14 Mar 2026' in the event's zone. */
export const formatDate = (iso: string, timeZone: string): string =>
  new Date(iso).toLocaleDateString('en-GB', { timeZone, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

/** '6:30 PM IST' in the event's zone. */
export const formatTime = (iso: string, timeZone: string): string =>
  new Date(iso).toLocaleTimeString('en-US', { timeZone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

/** 'Sat, 14 Mar 2026 · 6:30 PM – 9:00 PM IST' (the end's date too when it is another day). */
export function formatRange(startIso: string, endIso: string, timeZone: string): string {
  const startDate = formatDate(startIso, timeZone);
  const endDate = formatDate(endIso, timeZone);
  const start = new Date(startIso).toLocaleTimeString('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
  return startDate === endDate
    ? `${startDate} · ${start} – ${formatTime(endIso, timeZone)}`
    : `${startDate} · ${start} – ${endDate} · ${formatTime(endIso, timeZone)}`;
}

/** A full date and time in the event's zone (deadline, checked-in at). */
export const formatDateTime = (iso: string, timeZone: string): string => `${formatDate(iso, timeZone)} · ${formatTime(iso, timeZone)}`;
