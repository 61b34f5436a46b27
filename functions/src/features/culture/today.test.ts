import { describe, expect, it } from 'vitest';
import { festivalsForYear, festivalToday, getFestival, upcomingFestivals } from './festivals.js';
import { indiaDate, lastDay, spans } from './today.js';

describe('"today" is the date in India Standard Time', () => {
  it('turns at 18:30 UTC, whatever the caller’s zone', () => {
    expect(indiaDate(new Date('2027-04-06T18:29:59Z'))).toBe('2027-04-06');
    expect(indiaDate(new Date('2027-04-06T18:30:00Z'))).toBe('2027-04-07');
  });

  it('a member in Dallas at 11 pm on the eve of Ugadi already sees Ugadi (it is 9:30 am in India)', () => {
    // 6 April 2027, 23:00 in Dallas (CDT, UTC-5) = 7 April 04:00 UTC = 09:30 IST.
    const dallasEleven = new Date('2027-04-06T23:00:00-05:00');
    expect(festivalToday(dallasEleven)).toMatchObject({ today: '2027-04-07', festival: { id: 'ugadi-2027', nameInTelugu: 'ఉగాది' } });
  });

  it('the same member at noon on the eve does not (it is 10:30 pm the day before in India)', () => {
    const dallasNoon = new Date('2027-04-06T12:00:00-05:00');
    expect(festivalToday(dallasNoon)).toEqual({ today: '2027-04-06', festival: null });
  });

  it('a member in Honolulu late on the festival day no longer sees it once India has moved on', () => {
    // 7 April 2027, 20:00 HST (UTC-10) = 8 April 06:00 UTC = 11:30 IST on 8 April.
    expect(festivalToday(new Date('2027-04-07T20:00:00-10:00')).festival).toBeNull();
  });

  it('a festival of several days spans each of them (Bathukamma 2025: ten days, to Saddula Bathukamma on Durgashtami)', () => {
    expect(lastDay('2025-09-21', 10)).toBe('2025-09-30');
    expect(spans('2025-09-21', 10, '2025-09-30')).toBe(true);
    expect(spans('2025-09-21', 10, '2025-10-01')).toBe(false);
    expect(festivalToday(new Date('2025-09-26T06:00:00Z')).festival).toMatchObject({ id: 'bathukamma-2025', endDate: '2025-09-30' });
  });
});

describe('today and upcoming read the same computation as ?year=', () => {
  it('today’s festival is the computed one of its year', () => {
    const sankranti = festivalsForYear(2031).find((festival) => festival.id === 'makara-sankranti-2031')!;
    const { festival } = festivalToday(new Date(`${sankranti.date}T06:00:00Z`));
    expect(festival).toEqual(sankranti);
    expect(festival?.dateStatus).toBe('computed');
  });

  it('lists upcoming festivals soonest first from today in India, a page at a time, across New Year', () => {
    const [bhogi, sankranti, kanuma] = ['bhogi', 'makara-sankranti', 'kanuma'].map((key) => getFestival(`${key}-2027`));
    const eveOfSankranti = new Date(`${sankranti!.date}T00:00:00+05:30`);
    const first = upcomingFestivals(eveOfSankranti, { limit: 2 });
    expect(first.items).toEqual([sankranti, kanuma]);
    expect(first.items).not.toContainEqual(bhogi);
    const next = upcomingFestivals(eveOfSankranti, { limit: 2, cursor: first.cursor! });
    expect(next.items[0]!.id).toBe('maha-shivaratri-2027');
    const december = upcomingFestivals(new Date('2026-12-21T12:00:00Z'), { limit: 2 });
    expect(december.items.map((festival) => festival.id)).toEqual(['bhogi-2027', 'makara-sankranti-2027']);
  });

  it('every festival has a Telugu name, two greetings, colours and its rule as its source', () => {
    for (const festival of festivalsForYear(2027)) {
      expect(festival.nameInTelugu).toMatch(/[\u0C00-\u0C7F]/);
      expect(festival.greetingPairs.length).toBeGreaterThanOrEqual(2);
      for (const color of festival.colors) expect(color).toMatch(/^#[0-9A-F]{6}$/i);
      expect(festival.source.name.length).toBeGreaterThan(0);
      expect(festival.dateStatus).toBe('computed');
    }
    expect(getFestival('ugadi-2027').source.name).toBe('Chaitra Shukla Pratipada prevailing at sunrise');
  });

  it('an id outside 2020–2040 or of no festival is not found', () => {
    expect(() => getFestival('ugadi-2019')).toThrow('Festival not found');
    expect(() => getFestival('nope')).toThrow('Festival not found');
    expect(() => getFestival('ugadi-2041')).toThrow('Festival not found');
  });
});
