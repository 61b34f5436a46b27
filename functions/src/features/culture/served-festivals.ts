import type { Festival } from '@club/shared';
import type { Page, PageRequest } from '../../platform/paging.js';
import { festivalsOfYear } from './festival-year.js';
import { festivalToday, festivalYear, festivalYearsAround, getFestival, upcomingFestivals } from './festivals.js';
import { byCodeUnits } from '../../platform/lib/text-order.js';

/**
 * The festival calendar as members are served it: computed, with the dates
 * staff confirmed in place. Each year's confirmations are one Query; the
 * years a call needs are read in parallel.
 */

const soonestFirst = (a: Festival, b: Festival) => byCodeUnits(a.date, b.date) || byCodeUnits(a.id, b.id);

/** Festivals of the given years as served, in date order (a confirmed date may move a festival past another). */
export async function servedYears(years: number[]): Promise<Festival[]> {
  return (await Promise.all(years.map(festivalsOfYear))).flat().sort(soonestFirst);
}

/** GET /api/festivals/today. */
export async function servedToday(now: Date): Promise<{ festival: Festival | null; today: string }> {
  return festivalToday(now, await servedYears(festivalYearsAround(now)));
}

/** GET /api/festivals/upcoming. */
export async function servedUpcoming(now: Date, page: PageRequest): Promise<Page<Festival>> {
  return upcomingFestivals(now, page, await servedYears(festivalYearsAround(now)));
}

/** GET /api/festivals?year=. */
export const servedYear = (year: number): Promise<Festival[]> => servedYears([year]);

/** GET /api/festivals/{festivalId}: the id names its year, whose confirmations are read (one Query). */
export async function servedFestival(festivalId: string): Promise<Festival> {
  const year = festivalYear(festivalId);
  const festivals = year === undefined ? [] : await servedYears([year]);
  return getFestival(festivalId, () => festivals);
}
