import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AstroTime } from 'astronomy-engine';
import { FESTIVAL_YEARS } from '@club/shared';
import { computeFestivalDates, GENERATED_FILE, renderFestivalDates, type ComputedFestival } from './festival-dates.js';
import { FESTIVAL_CONTENT } from './festival-content.js';
import { FESTIVAL_RULES } from './festival-rules.js';
import { lahiriAyanamsa, lunations, sankranti, istDate } from './panchangam.js';
import { PUBLISHED_FESTIVAL_DATES, type PublishedFestivalDate } from './published-festival-dates.js';
import { lastDay } from './today.js';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const years = new Map<number, ComputedFestival[]>();
const computed = (year: number) => {
  if (!years.has(year)) years.set(year, computeFestivalDates(year));
  return years.get(year)!;
};

/** The day the rules give for what a published entry names (its state's date where the states differ). */
function ruleDay(entry: PublishedFestivalDate): string | undefined {
  const year = Number(entry.date.slice(0, 4));
  const candidates = computed(year).filter((festival) => festival.key === entry.festival);
  const days = candidates.map((festival) => {
    const start = festival.stateDates?.find((state) => state.state === entry.by)?.date ?? festival.date;
    return entry.part === 'end' ? lastDay(start, festival.duration) : start;
  });
  return days.find((day) => day === entry.date) ?? days[0];
}

describe('the rules against published dates', () => {
  const agreeing = PUBLISHED_FESTIVAL_DATES.filter((entry) => !entry.differs);
  it.each(agreeing.map((entry) => [entry.festival, entry.part ?? 'day', entry.by, entry.date, entry] as const))(
    '%s (%s) for %s: %s',
    (_festival, _part, _by, date, entry) => {
      expect(ruleDay(entry), entry.source).toBe(date);
    },
  );

  it('the published dates the rules do not give are known, each with its reason, and the rules still give what was examined', () => {
    const differing = PUBLISHED_FESTIVAL_DATES.filter((entry) => entry.differs);
    expect(differing.map((entry) => `${entry.festival} ${entry.part ?? 'day'} ${entry.date}`)).toEqual([
      'bathukamma day 2026-10-11',
      'bathukamma end 2020-10-24',
      'vinayaka-chavithi day 2023-09-18',
    ]);
    for (const entry of differing) {
      expect(ruleDay(entry)).toBe(entry.differs!.computed);
      expect(entry.differs!.why.length).toBeGreaterThan(40);
    }
  });

  it('covers 2024, 2025 and 2026 for both states, most festivals of the calendar', () => {
    for (const year of ['2024', '2025', '2026']) {
      for (const state of ['Telangana', 'Andhra Pradesh']) {
        expect(PUBLISHED_FESTIVAL_DATES.filter((entry) => entry.date.startsWith(year) && entry.by === state).length, `${state} ${year}`).toBeGreaterThanOrEqual(
          5,
        );
      }
    }
    expect(new Set(PUBLISHED_FESTIVAL_DATES.map((entry) => entry.festival)).size).toBeGreaterThanOrEqual(12);
  });
});

describe('the reckoning', () => {
  it('Lahiri ayanamsa is 23°51′ at J2000 and grows about 50.3″ a year over a century', () => {
    const j2000 = lahiriAyanamsa(new AstroTime(new Date('2000-01-01T12:00:00Z')));
    expect(j2000).toBeCloseTo(23.857, 2);
    const later = lahiriAyanamsa(new AstroTime(new Date('2100-01-01T12:00:00Z')));
    expect(((later - j2000) * 3600) / 100).toBeCloseTo(50.3, 0);
  });

  it('Makara Sankranti 2026 falls at 15:13 IST on 14 January, after madhyahna, so the festival is the 15th', () => {
    const instant = sankranti(9, new AstroTime(new Date('2026-01-05T00:00:00Z')), 20);
    expect(istDate(instant)).toBe('2026-01-14');
    expect(new Date(instant.date.getTime() + 330 * 60_000).toISOString().slice(11, 16)).toBe('15:13');
    expect(computed(2026).find((festival) => festival.key === 'makara-sankranti')?.date).toBe('2026-01-15');
  });

  it('a lunation without a sankranti is adhika: Jyeshtha 2026 and Ashvayuja 2020 come twice, the first adhika', () => {
    const jyeshtha = lunations('2026-05-01', '2026-07-31').filter((lunation) => lunation.month === 'Jyeshtha');
    expect(jyeshtha.map((lunation) => [istDate(lunation.start), lunation.adhika])).toEqual([
      ['2026-05-17', true],
      ['2026-06-15', false],
    ]);
    const ashvayuja = lunations('2020-09-01', '2020-11-30').filter((lunation) => lunation.month === 'Ashvayuja');
    expect(ashvayuja.map((lunation) => lunation.adhika)).toEqual([true, false]);
  });

  it('every festival of the calendar falls in every year (Mukkoti Ekadashi once or twice) and has content', () => {
    for (const year of [2020, 2027, 2033, 2040]) {
      const keys = computed(year).map((festival) => festival.key);
      for (const definition of FESTIVAL_RULES) {
        if (definition.key === 'mukkoti-ekadashi') continue;
        expect(
          keys.filter((key) => key === definition.key),
          `${definition.key} ${year}`,
        ).toHaveLength(1);
      }
      expect(keys.filter((key) => key === 'mukkoti-ekadashi').length).toBeLessThanOrEqual(2);
    }
    expect(Object.keys(FESTIVAL_CONTENT).sort()).toEqual(FESTIVAL_RULES.map((definition) => definition.key).sort());
  });
});

describe('the generated module', () => {
  it('equals the rules recomputed for 2020–2040 (run `npm run gen:festivals` after changing a rule)', () => {
    const checkedIn = fs.readFileSync(path.join(repoRoot, GENERATED_FILE), 'utf8');
    expect(checkedIn).toBe(renderFestivalDates(FESTIVAL_YEARS.min, FESTIVAL_YEARS.max));
  }, 120_000);
});
