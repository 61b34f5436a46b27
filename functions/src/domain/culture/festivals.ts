import type { Festival } from '@club/shared';
import { NotFoundError } from '../../lib/errors.js';
import type { Page, PageRequest } from '../paging.js';
import { FESTIVAL_CALENDAR, type FestivalEntry } from './festival-calendar.js';
import { indiaDate, lastDay, spans } from './today.js';

export const FESTIVAL_NOT_FOUND = 'Festival not found';

export function toFestival(entry: FestivalEntry): Festival {
  return {
    ...entry,
    endDate: lastDay(entry.date, entry.duration),
    greetings: entry.greetingPairs.map((pair) => `${pair.telugu} — ${pair.english}`),
    isPublic: true,
    dateStatus: 'computed',
  };
}

const byDate = [...FESTIVAL_CALENDAR].sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));

/** The festival spanning today in India (the longest-running first when two overlap), or null. */
export function festivalToday(now: Date): { festival: Festival | null; today: string } {
  const today = indiaDate(now);
  const entry = byDate.find((festival) => spans(festival.date, festival.duration, today));
  return { festival: entry ? toFestival(entry) : null, today };
}

/** Festivals not yet over in India, soonest first; the cursor is the offset in the calendar (a small data file, no table read). */
export function upcomingFestivals(now: Date, { limit, cursor }: PageRequest): Page<Festival> {
  const today = indiaDate(now);
  const upcoming = byDate.filter((festival) => lastDay(festival.date, festival.duration) >= today);
  const start = cursor && /^\d{1,4}$/.test(cursor) ? Number(cursor) : 0;
  const items = upcoming.slice(start, start + limit);
  return { items: items.map(toFestival), cursor: start + limit < upcoming.length ? String(start + limit) : null };
}

export function getFestival(festivalId: string): Festival {
  const entry = byDate.find((festival) => festival.id === festivalId);
  if (!entry) throw new NotFoundError(FESTIVAL_NOT_FOUND);
  return toFestival(entry);
}
