import { FESTIVAL_STATES, type Festival, type FestivalConfirmation, type FestivalState } from '@club/shared';
import { lastDay } from './today.js';

/** The part of a recorded confirmation the overlay reads. */
export type DateConfirmation = Pick<FestivalConfirmation, 'year' | 'festivalId' | 'state' | 'date' | 'source'>;

const yearOf = (day: string) => Number(day.slice(0, 4));

/**
 * The festivals with the dates staff confirmed in place of the computed ones.
 * A confirmation matches a festival by id and the year of its computed date.
 * One without a state sets the date for both states; a state's confirmation
 * sets that state's date (over a common one). When the states then differ,
 * `date` is the earlier (the first day it is observed) and `stateDates` lists
 * both; when they agree, `stateDates` is left out. Any confirmation makes the
 * festival `confirmed`, `dateSource` naming each source (with its state).
 * Pure: the handlers read a year's confirmations in one Query and pass them in.
 */
export function withConfirmations(festivals: readonly Festival[], confirmations: readonly DateConfirmation[]): Festival[] {
  if (confirmations.length === 0) return [...festivals];
  return festivals.map((festival) => {
    const year = yearOf(festival.date);
    const own = confirmations.filter((c) => c.festivalId === festival.id && c.year === year);
    if (own.length === 0) return festival;
    const common = own.find((c) => !c.state);
    const dates = new Map<FestivalState, string>(
      FESTIVAL_STATES.map((state) => [state, common?.date ?? festival.stateDates?.find((d) => d.state === state)?.date ?? festival.date]),
    );
    for (const c of own) if (c.state) dates.set(c.state, c.date);
    const distinct = [...new Set(dates.values())].sort();
    const date = distinct[0]!;
    const sources = [...(common ? [common.source] : []), ...own.filter((c) => c.state).map((c) => `${c.source} (${c.state})`)];
    const { stateDates: _computed, ...rest } = festival;
    return {
      ...rest,
      date,
      endDate: lastDay(date, festival.duration),
      dateStatus: 'confirmed' as const,
      dateSource: sources.join('; '),
      ...(distinct.length > 1 ? { stateDates: FESTIVAL_STATES.map((state) => ({ state, date: dates.get(state)! })) } : {}),
    };
  });
}

/** The years a set of festivals' dates fall in, for reading their confirmations (one Query a year). */
export const yearsOf = (festivals: readonly Festival[]): number[] => [...new Set(festivals.map((f) => yearOf(f.date)))].sort();
