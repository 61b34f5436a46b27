import type { Festival } from '@club/shared';
import { NotFoundError } from '../../lib/errors.js';
import type { Page, PageRequest } from '../paging.js';
import { festivalsOfYear } from './confirmed-dates.js';
import { computedFestivals } from './festival-year.js';
import { FESTIVAL_NOT_FOUND } from './festivals.js';
import { indiaDate, spans } from './today.js';

const soonestFirst = (a: Festival, b: Festival) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id);

/** Festivals of the given years as served (confirmed dates in place): one Query per year, in parallel. */
async function festivalsOfYears(years: number[]): Promise<Festival[]> {
  return (await Promise.all(years.map(festivalsOfYear))).flat().sort(soonestFirst);
}

const yearNow = (now: Date) => Number(indiaDate(now).slice(0, 4));

/** The festival spanning today in India (a festival begun last year may still span it), or null. */
export async function servedToday(now: Date): Promise<{ festival: Festival | null; today: string }> {
  const today = indiaDate(now);
  const year = yearNow(now);
  const festivals = await festivalsOfYears([year - 1, year]);
  return { festival: festivals.find((festival) => spans(festival.date, festival.duration, today)) ?? null, today };
}

/** Festivals not yet over in India this year and next, soonest first; the cursor is an offset in that list. */
export async function servedUpcoming(now: Date, { limit, cursor }: PageRequest): Promise<Page<Festival>> {
  const today = indiaDate(now);
  const year = yearNow(now);
  const upcoming = (await festivalsOfYears([year, year + 1])).filter((festival) => festival.endDate >= today);
  const start = cursor && /^\d{1,4}$/.test(cursor) ? Number(cursor) : 0;
  return { items: upcoming.slice(start, start + limit), cursor: start + limit < upcoming.length ? String(start + limit) : null };
}

/** One festival as served: found among last year's, this year's and next year's computed festivals, then its year's confirmations read (one Query). */
export async function servedFestival(festivalId: string, now = new Date()): Promise<Festival> {
  const thisYear = yearNow(now);
  const year = [thisYear, thisYear + 1, thisYear - 1].find((y) => computedFestivals(y).some((f) => f.id === festivalId));
  const festival = year === undefined ? undefined : (await festivalsOfYear(year)).find((f) => f.id === festivalId);
  if (!festival) throw new NotFoundError(FESTIVAL_NOT_FOUND);
  return festival;
}
