import { currentZoneName, runtimeTimeZone, timeZoneOptions, type TimeZoneOption } from '@club/shared';

/** The browser's own zone under its current name (browsers still say 'Asia/Calcutta' for Kolkata). */
export const browserZone = (): string => currentZoneName(runtimeTimeZone());

/**
 * A time-zone picker's choices and where it starts: every zone the browser
 * knows, by city and offset now ('Kolkata (UTC+05:30)'), and the member's
 * stored zone, else the browser's, under its current name.
 */
export function zonePicker(stored: string | undefined, now = new Date()): { selected: string; options: TimeZoneOption[] } {
  const selected = currentZoneName(stored || browserZone());
  return { selected, options: timeZoneOptions(now, [selected]) };
}
