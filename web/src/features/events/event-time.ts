import { formatDateTime as formatMoment, formatTimeRange, runtimeTimeZone, wallClock, zonedToInstant } from '@club/shared';
import { viewerZone } from '../../lib/time-zone';

/**
 * Event times: the API keeps UTC instants plus the venue's IANA zone. The form's
 * `datetime-local` inputs hold wall-clock time in that zone; the screens show
 * times in the member's zone with the venue's beside it when the clocks differ.
 */

/** The browser's zone (the form's default zone), or UTC where the browser says none. */
export const browserTimeZone = runtimeTimeZone;

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

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A `datetime-local` value read in `timeZone` → a UTC ISO string; '' when the value is blank or not a date-time. */
export function zonedToIso(local: string, timeZone: string): string {
  const match = LOCAL.exec(local.trim());
  if (!match) return '';
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  return new Date(zonedToInstant({ year: y, month: mo, day: d, hour: h, minute: mi }, timeZone)).toISOString();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A UTC ISO string → the `datetime-local` value of that instant in `timeZone` ('' for none). */
export function isoToZoned(iso: string | undefined, timeZone: string): string {
  if (!iso) return '';
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  const p = wallClock(instant, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** 'Sat 14 Mar 2026, 1:00 pm – 3:30 pm GMT · 6:30 pm – 9:00 pm IST': in the member's zone, the event's beside it. */
export const formatRange = (startIso: string, endIso: string, eventZone: string): string =>
  formatTimeRange(startIso, endIso, viewerZone(), { venueZone: eventZone });

/** A full date and time in the member's zone, the event's beside it (deadline, checked-in at). */
export const formatDateTime = (iso: string, eventZone: string): string => formatMoment(iso, viewerZone(), { venueZone: eventZone });
