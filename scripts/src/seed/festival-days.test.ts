import { describe, expect, it } from 'vitest';
import { calendarDay } from '@club/shared';
import { festivalsForYear } from '@club/functions/features/culture/festivals';
import { demoEvents } from './events-data.js';
import { nextFestivalDay } from './festival-days.js';

/** The words that name a festival in a title: those of five letters or more ('Sankranti', 'Ugadi', not 'Maha' or 'Sri'). */
const namingWords = (name: string) => name.match(/[A-Za-z]{5,}/g) ?? [];
const names = (title: string, festivalName: string) => namingWords(festivalName).some((word) => new RegExp(`\\b${word}\\b`, 'i').test(title));

describe('demo cultural events fall on their festival', () => {
  it('every demo cultural event named after a festival is on that festival’s day in the club’s calendar for its year', () => {
    const named = demoEvents()
      .map(({ event }) => event)
      .filter((event) => event.type === 'cultural')
      .flatMap((event) => {
        const day = calendarDay(event.startTime, event.timeZone);
        return festivalsForYear(Number(day.slice(0, 4)))
          .filter((festival) => names(event.title, festival.name))
          .map((festival) => ({ title: event.title, day, festival: festival.name, from: festival.date, to: festival.endDate }));
      });
    expect(named.map((match) => match.title).sort()).toEqual(['Sankranti Sambaralu — Family Gathering', 'Ugadi Celebration — Bay Area Chapter']);
    for (const match of named) {
      expect(match.day >= match.from && match.day <= match.to, `${match.title} on ${match.day}, ${match.festival} ${match.from}–${match.to}`).toBe(true);
    }
  });

  it('takes the next occurrence at least a week ahead', () => {
    const december = Date.parse('2026-12-06T10:00:00Z');
    expect(nextFestivalDay('ugadi', december)).toBe('2027-04-07');
    expect(nextFestivalDay('makara-sankranti', december)).toBe('2027-01-15');
    expect(nextFestivalDay('ugadi', Date.parse('2027-04-02T10:00:00Z'))).toBe(festivalsForYear(2028).find((f) => f.id === 'ugadi-2028')!.date);
  });
});
