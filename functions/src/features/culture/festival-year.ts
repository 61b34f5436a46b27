import { festivalConfirmationSchema, type Festival, type FestivalConfirmation } from '@club/shared';
import { cultureData } from './data.js';
import { festivalConfirmationsOf, type FestivalConfirmationItem } from './entities/festival-confirmation.js';
import { queryAll } from '../../platform/db/pages.js';
import { withConfirmations } from './confirmations.js';
import { festivalsForYear as computedFestivals } from './festivals.js';

/*
 * A year's festivals as members see them, apart from staff's recording of dates (confirmed-dates.ts): toolbox's
 * write actions run decorators when their modules load, so the members' festival routes importing the module that
 * writes carried its transaction builders.
 */

export const toConfirmation = (item: FestivalConfirmationItem): FestivalConfirmation => festivalConfirmationSchema.parse(item);

/** The dates staff recorded for a year: one Query on the year's partition. */
export async function confirmationsOfYear(year: number): Promise<FestivalConfirmation[]> {
  const items = await queryAll(cultureData().festivalConfirmations, festivalConfirmationsOf(year), { ascending: true });
  return items.map(toConfirmation);
}

/** A year's festivals as members see them: computed, with the dates staff confirmed in place. */
export async function festivalsOfYear(year: number): Promise<Festival[]> {
  return withConfirmations(computedFestivals(year), await confirmationsOfYear(year));
}
