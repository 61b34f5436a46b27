import { FESTIVAL_STATES, type FestivalState } from '@club/shared';
import type { FestivalKey } from './festival-content.js';
import { FESTIVAL_RULES, type FestivalRule, type TithiRule } from './festival-rules.js';
import {
  civilDay,
  endOfMadhyahna,
  instantOf,
  istDate,
  istMidnight,
  lunations,
  sankranti,
  sunSign,
  tithiAt,
  type CivilDay,
  type Lunation,
  type TimeOfDay,
} from './panchangam.js';
import { addDays } from './today.js';
import { byCodeUnits } from '../../platform/lib/text-order.js';

/** One festival's computed days in a year. */
export interface ComputedFestival {
  key: FestivalKey;
  date: string;
  /** Days from `date` to the `until` rule's day, inclusive (1 when there is none). */
  duration: number;
  /** Each state's date, only when a state's rule gives another day. */
  stateDates?: { state: FestivalState; date: string }[];
}

const MEAN_TITHI_DAYS = 29.530_59 / 30;

/** The panchangam around one Gregorian year: its lunations and the civil days looked at so far. */
class YearReckoning {
  readonly lunations: Lunation[];
  private readonly days = new Map<string, CivilDay>();

  constructor(readonly year: number) {
    this.lunations = lunations(`${year - 1}-11-01`, `${year + 1}-02-28`);
  }

  day(date: string): CivilDay {
    let found = this.days.get(date);
    if (!found) {
      found = civilDay(date);
      this.days.set(date, found);
    }
    return found;
  }

  /**
   * Where the day stands against a lunation at the rule's time of day: the
   * tithi index (0–29) inside it, -1 before it, 30 after it.
   */
  private position(date: string, lunation: Lunation, at: TimeOfDay): number {
    const instant = instantOf(this.day(date), at);
    if (instant.ut < lunation.start.ut) return -1;
    if (instant.ut >= lunation.end.ut) return 30;
    return tithiAt(instant);
  }

  /** The day a tithi (index 0–29) of `lunation` is observed at a time of day. */
  tithiDay(lunation: Lunation, index: number, at: TimeOfDay): string {
    const estimate = addDays(istDate(lunation.start), Math.floor(index * MEAN_TITHI_DAYS));
    const candidates = [-2, -1, 0, 1, 2, 3].map((offset) => addDays(estimate, offset));
    const positions = candidates.map((date) => this.position(date, lunation, at));
    const exact = positions.indexOf(index);
    if (exact >= 0) return candidates[exact]!;
    // The tithi began and ended between two of those instants: the day it ran in.
    const after = positions.findIndex((position) => position > index);
    if (after <= 0) throw new Error(`Tithi ${index} not found near ${estimate}`);
    return candidates[after - 1]!;
  }

  /** Every day in the reckoning a tithi rule gives (one per matching nija month). */
  tithiRuleDays(rule: TithiRule): string[] {
    const index = tithiIndex(rule);
    return this.lunations.filter((lunation) => lunation.month === rule.month && !lunation.adhika).map((lunation) => this.tithiDay(lunation, index, rule.at));
  }

  sankrantiDay(sign: number): string {
    // The Sun enters a sign once a year; search from a month before its mean date.
    const from = istMidnight(addDays(`${this.year}-01-01`, Math.round(((sign - 9 + 12) % 12) * 30.44) - 20));
    const instant = sankranti(sign, from, 60);
    const date = istDate(instant);
    return instant.ut < endOfMadhyahna(this.day(date)).ut ? date : addDays(date, 1);
  }

  ruleDays(rule: FestivalRule): string[] {
    switch (rule.kind) {
      case 'tithi':
        return this.tithiRuleDays(rule);
      case 'amavasyaBefore':
        return this.lunations.flatMap((lunation, index) => {
          const before = this.lunations[index - 1];
          return lunation.month === rule.month && !lunation.adhika && before ? [this.tithiDay(before, 29, rule.at)] : [];
        });
      case 'sankranti':
        return [addDays(this.sankrantiDay(rule.sign), rule.offsetDays)];
      case 'weekdayBefore':
        return this.tithiRuleDays(rule.before).map((anchor) => {
          let date = addDays(anchor, -1);
          while (new Date(`${date}T00:00:00Z`).getUTCDay() !== rule.weekday) date = addDays(date, -1);
          return date;
        });
      case 'tithiInSolarMonth': {
        const index = tithiIndex(rule);
        return this.lunations
          .map((lunation) => this.tithiDay(lunation, index, rule.at))
          .filter((date) => sunSign(instantOf(this.day(date), rule.at)) === rule.sign);
      }
    }
  }
}

const tithiIndex = (rule: { paksha: 'shukla' | 'krishna'; tithi: number }) => (rule.paksha === 'krishna' ? 15 : 0) + rule.tithi - 1;
const inYear = (year: number) => (date: string) => date.startsWith(`${year}-`);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * The festivals of a Gregorian year from their rules, in date order (a
 * festival can fall twice in a year, Mukkoti Ekadashi in January and
 * December). Pure and deterministic: the same year always gives the same days.
 */
export function computeFestivalDates(year: number): ComputedFestival[] {
  const reckoning = new YearReckoning(year);
  const result: ComputedFestival[] = [];
  for (const definition of FESTIVAL_RULES) {
    const dates = reckoning.ruleDays(definition.rule).filter(inYear(year)).sort();
    const ends = definition.until ? reckoning.tithiRuleDays(definition.until).sort() : [];
    const byState = FESTIVAL_STATES.flatMap((state) => {
      const rule = definition.stateRules?.[state];
      return rule ? [{ state, dates: reckoning.ruleDays(rule).filter(inYear(year)).sort() }] : [];
    });
    dates.forEach((date, index) => {
      const end = ends.find((day) => day >= date);
      const duration = end ? daysBetween(date, end) + 1 : 1;
      const differing = byState.filter((state) => state.dates[index] !== undefined && state.dates[index] !== date);
      const stateDates = differing.length
        ? FESTIVAL_STATES.map((state) => ({ state, date: byState.find((entry) => entry.state === state)?.dates[index] ?? date }))
        : undefined;
      result.push({ key: definition.key, date, duration, ...(stateDates ? { stateDates } : {}) });
    });
  }
  return result.sort((a, b) => byCodeUnits(a.date, b.date) || byCodeUnits(a.key, b.key));
}

/** The module `npm run gen:festivals` writes: every year's computed festivals, so the handlers ship the results and not the astronomy. */
export const GENERATED_FILE = 'functions/src/features/culture/festival-dates.generated.ts';

/** The generated module's text for the years `from`–`to`. */
export function renderFestivalDates(from: number, to: number): string {
  const lines = [
    `// Generated by \`npm run gen:festivals\` from the rules in festival-rules.ts (festival-dates.ts computes them).`,
    `// Do not edit: festival-dates.test.ts recomputes every year and fails when this file differs.`,
    `import type { ComputedFestival } from './festival-dates.js';`,
    ``,
    `export const COMPUTED_FESTIVAL_DATES: Readonly<Record<number, readonly ComputedFestival[]>> = {`,
  ];
  for (let year = from; year <= to; year += 1) {
    lines.push(`  ${year}: [`);
    for (const festival of computeFestivalDates(year)) {
      const stateDates = festival.stateDates
        ? `, stateDates: [${festival.stateDates.map((entry) => `{ state: '${entry.state}', date: '${entry.date}' }`).join(', ')}]`
        : '';
      lines.push(`    { key: '${festival.key}', date: '${festival.date}', duration: ${festival.duration}${stateDates} },`);
    }
    lines.push(`  ],`);
  }
  lines.push(`};`, ``);
  return lines.join('\n');
}
