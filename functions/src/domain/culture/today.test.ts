import { describe, expect, it } from 'vitest';
import { festivalToday, getFestival, upcomingFestivals } from './festivals.js';
import { FESTIVAL_CALENDAR } from './festival-calendar.js';
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

  it('a festival of several days spans each of them (Bathukamma: 9 days)', () => {
    expect(lastDay('2027-09-30', 9)).toBe('2027-10-08');
    expect(spans('2027-09-30', 9, '2027-10-08')).toBe(true);
    expect(spans('2027-09-30', 9, '2027-10-09')).toBe(false);
    expect(festivalToday(new Date('2027-10-05T06:00:00Z')).festival?.id).toBe('bathukamma-2027');
  });
});

describe('the calendar', () => {
  it('covers November 2026 to December 2027 with Telugu names, greetings, colours and a cited source each', () => {
    expect(FESTIVAL_CALENDAR.length).toBeGreaterThanOrEqual(12);
    for (const festival of FESTIVAL_CALENDAR) {
      expect(festival.date >= '2026-11-01' && festival.date <= '2027-12-31', festival.id).toBe(true);
      expect(festival.nameInTelugu).toMatch(/[\u0C00-\u0C7F]/);
      expect(festival.greetingPairs.length).toBeGreaterThanOrEqual(2);
      for (const color of festival.colors) expect(color).toMatch(/^#[0-9A-F]{6}$/i);
      expect(festival.source.name.length).toBeGreaterThan(0);
    }
    expect(getFestival('ugadi-2027').date).toBe('2027-04-07');
  });

  it('lists upcoming festivals soonest first from today in India, a page at a time', () => {
    const first = upcomingFestivals(new Date('2027-01-13T20:00:00Z'), { limit: 2 });
    expect(first.items.map((f) => f.id)).toEqual(['makara-sankranti-2027', 'kanuma-2027']);
    const next = upcomingFestivals(new Date('2027-01-13T20:00:00Z'), { limit: 2, cursor: first.cursor! });
    expect(next.items[0]!.id).toBe('maha-shivaratri-2027');
  });
});
