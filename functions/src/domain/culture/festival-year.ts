import type { Festival } from '@club/shared';
import { FESTIVAL_CALENDAR } from './festival-calendar.js';
import { toFestival } from './festivals.js';

/** A year's festivals as computed (no confirmations), soonest first. */
export function computedFestivals(year: number): Festival[] {
  return FESTIVAL_CALENDAR.filter((entry) => entry.date.startsWith(`${year}-`))
    .map(toFestival)
    .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
}
