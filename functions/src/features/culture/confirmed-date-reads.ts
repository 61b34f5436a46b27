import type { FestivalYear } from '@club/shared';
import { withConfirmations } from './confirmations.js';
import { confirmationsOfYear } from './festival-year.js';
import { festivalsForYear as computedFestivals } from './festivals.js';

// Apart from confirmed-dates.ts, so the route that only lists festival dates bundles none of the write builders.

/** GET /api/staff/festival-dates?year=: the year's festivals as served and the recorded dates. */
export async function listFestivalDates(year: number): Promise<FestivalYear> {
  const confirmations = await confirmationsOfYear(year);
  return { year, festivals: withConfirmations(computedFestivals(year), confirmations), confirmations };
}
