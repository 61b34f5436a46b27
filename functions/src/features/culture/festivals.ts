import { FESTIVAL_YEARS, type Festival } from '@club/shared';
import { NotFoundError } from '../../platform/lib/errors.js';
import type { Page, PageRequest } from '../../platform/paging.js';
import { FESTIVAL_CONTENT } from './festival-content.js';
import { FESTIVAL_RULES, type FestivalRule } from './festival-rules.js';
import type { ComputedFestival } from './festival-dates.js';
import { COMPUTED_FESTIVAL_DATES } from './festival-dates.generated.js';
import { indiaDate, lastDay, spans } from './today.js';

export const FESTIVAL_NOT_FOUND = 'Festival not found';

const PAKSHA_NAMES = { shukla: 'Shukla', krishna: 'Krishna' } as const;
const TITHI_NAMES = [
  'Pratipada',
  'Dvitiya',
  'Tritiya',
  'Chaturthi',
  'Panchami',
  'Shashthi',
  'Saptami',
  'Ashtami',
  'Navami',
  'Dashami',
  'Ekadashi',
  'Dvadashi',
  'Trayodashi',
  'Chaturdashi',
] as const;
const SIGN_NAMES = ['Mesha', 'Vrishabha', 'Mithuna', 'Karka', 'Simha', 'Kanya', 'Tula', 'Vrischika', 'Dhanus', 'Makara', 'Kumbha', 'Meena'] as const;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const TIMES = {
  sunrise: 'at sunrise',
  madhyahna: 'at midday (madhyahna)',
  aparahna: 'in the afternoon (aparahna)',
  pradosha: 'at dusk (pradosha)',
  nishita: 'at midnight (nishita)',
} as const;

const tithiName = (paksha: 'shukla' | 'krishna', tithi: number) =>
  tithi === 15 ? (paksha === 'shukla' ? 'Purnima' : 'Amavasya') : `${PAKSHA_NAMES[paksha]} ${TITHI_NAMES[tithi - 1]}`;

/** A rule in words, for the festival's `source`. */
function describeRule(rule: FestivalRule): string {
  switch (rule.kind) {
    case 'tithi':
      return `${rule.month} ${tithiName(rule.paksha, rule.tithi)} prevailing ${TIMES[rule.at]}`;
    case 'amavasyaBefore':
      return `The Amavasya before ${rule.month} prevailing ${TIMES[rule.at]}`;
    case 'sankranti': {
      const entry = `the Sun's entry into sidereal ${SIGN_NAMES[rule.sign]}`;
      return rule.offsetDays === 0
        ? `The day of ${entry}`
        : `${Math.abs(rule.offsetDays)} day${Math.abs(rule.offsetDays) > 1 ? 's' : ''} ${rule.offsetDays < 0 ? 'before' : 'after'} ${entry}`;
    }
    case 'weekdayBefore':
      return `The ${WEEKDAYS[rule.weekday]} before ${describeRule(rule.before)}`;
    case 'tithiInSolarMonth':
      return `${tithiName(rule.paksha, rule.tithi)} prevailing ${TIMES[rule.at]} while the Sun is in sidereal ${SIGN_NAMES[rule.sign]}`;
  }
}

const RECKONING = 'Computed for Hyderabad: Lahiri ayanamsa, amanta lunar months (adhika months skipped), sunrise and tithis from astronomy-engine.';
const RULE_SOURCES = new Map(FESTIVAL_RULES.map((definition) => [definition.key, describeRule(definition.rule)]));

function toFestival(computed: ComputedFestival, id: string): Festival {
  const content = FESTIVAL_CONTENT[computed.key];
  return {
    id,
    ...content,
    date: computed.date,
    endDate: lastDay(computed.date, computed.duration),
    duration: computed.duration,
    greetings: content.greetingPairs.map((pair) => `${pair.telugu} — ${pair.english}`),
    isPublic: true,
    source: { name: RULE_SOURCES.get(computed.key) ?? computed.key, note: RECKONING },
    dateStatus: 'computed',
    ...(computed.stateDates ? { stateDates: computed.stateDates } : {}),
  };
}

const inRange = (year: number) => Number.isInteger(year) && year >= FESTIVAL_YEARS.min && year <= FESTIVAL_YEARS.max;

/**
 * Each year's festivals, built once per process from the dates computed at
 * build time (`npm run gen:festivals`): the handlers carry the results, not
 * the ephemeris, which would take their bundles over budget.
 */
const computedYears = new Map<number, readonly Festival[]>();

/**
 * The computed festivals of a year (2020–2040), in date order; ids are
 * `<festival>-<year>` (a second occurrence in the year adds `-2`). Staff
 * confirmations, where there are any, go over this list.
 */
export function festivalsForYear(year: number): Festival[] {
  if (!inRange(year)) throw new RangeError(`Festival years run from ${FESTIVAL_YEARS.min} to ${FESTIVAL_YEARS.max}`);
  let festivals = computedYears.get(year);
  if (!festivals) {
    const seen = new Map<string, number>();
    festivals = (COMPUTED_FESTIVAL_DATES[year] ?? []).map((computed) => {
      const count = (seen.get(computed.key) ?? 0) + 1;
      seen.set(computed.key, count);
      return toFestival(computed, `${computed.key}-${year}${count > 1 ? `-${count}` : ''}`);
    });
    computedYears.set(year, festivals);
  }
  return festivals.map((festival) => ({ ...festival }));
}

/** The years whose festivals can span the India day of `now` or follow it within a year (no festival runs across New Year). */
export function festivalYearsAround(now: Date): number[] {
  const year = Number(indiaDate(now).slice(0, 4));
  return [year, year + 1].filter(inRange);
}

const festivalsAround = (now: Date) => festivalYearsAround(now).flatMap((year) => festivalsForYear(year));

/** The festival spanning today in India (the earliest begun when two overlap), or null; `festivals` in date order. */
export function festivalToday(now: Date, festivals: readonly Festival[] = festivalsAround(now)): { festival: Festival | null; today: string } {
  const today = indiaDate(now);
  const festival = festivals.find((candidate) => spans(candidate.date, candidate.duration, today)) ?? null;
  return { festival, today };
}

/** Festivals not yet over in India, soonest first; the cursor is the offset in that list (computed, no table read). */
export function upcomingFestivals(now: Date, { limit, cursor }: PageRequest, festivals: readonly Festival[] = festivalsAround(now)): Page<Festival> {
  const today = indiaDate(now);
  const upcoming = festivals.filter((festival) => festival.endDate >= today);
  const start = cursor && /^\d{1,4}$/.test(cursor) ? Number(cursor) : 0;
  const items = upcoming.slice(start, start + limit);
  return { items, cursor: start + limit < upcoming.length ? String(start + limit) : null };
}

/** The year a festival id names (`<festival>-<year>` or `<festival>-<year>-2`), when in range. */
export function festivalYear(festivalId: string): number | undefined {
  const year = Number(/-(\d{4})(?:-\d)?$/.exec(festivalId)?.[1]);
  return inRange(year) ? year : undefined;
}

/** One festival by id, from its year's festivals. */
export function getFestival(festivalId: string, festivalsOf: (year: number) => readonly Festival[] = festivalsForYear): Festival {
  const year = festivalYear(festivalId);
  const festival = year === undefined ? undefined : festivalsOf(year).find((candidate) => candidate.id === festivalId);
  if (!festival) throw new NotFoundError(FESTIVAL_NOT_FOUND);
  return festival;
}
