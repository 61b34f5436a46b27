import { AstroTime, Body, e_tilt, MoonPhase, Observer, SearchMoonPhase, SearchRiseSet, SearchSunLongitude, SunPosition } from 'astronomy-engine';
import { addDays, IST_OFFSET_MINUTES } from './today.js';

/**
 * The few pieces of a Telugu panchangam the festival rules need, from the
 * Sun's and Moon's positions (astronomy-engine, arcsecond-level), observed
 * from Hyderabad and dated in India Standard Time.
 */

/** Hyderabad, where sunrise (and so the day's tithi) is taken. */
const HYDERABAD = { latitude: 17.385, longitude: 78.4867 } as const;
const observer = new Observer(HYDERABAD.latitude, HYDERABAD.longitude, 0);

const ARCSEC = 1 / 3600;
/** Julian centuries of TT since J2000.0 (astronomy-engine's `tt` counts days from J2000.0). */
const centuries = (time: AstroTime) => time.tt / 36_525;
/** IAU 1976 accumulated general precession in longitude since J2000.0, arcseconds (Lieske et al. 1977). */
const precession = (t: number) => 5029.0966 * t + 1.11113 * t * t - 0.000006 * t * t * t;
/** The Lahiri reference epoch: 21 March 1956, 0h TT = JD 2435553.5. */
const LAHIRI_EPOCH_T = (2_435_553.5 - 2_451_545.0) / 36_525;
/** The Lahiri (Chitrapaksha) mean ayanamsa at that epoch, 23°15′00.658″, as the Calendar Reform Committee fixed it. */
const LAHIRI_AT_EPOCH = 23 + 15 / 60 + 0.658 / 3600;

/**
 * Lahiri ayanamsa in degrees at `time`, true of date:
 *   ayanamsa(t) = 23°15′00.658″ + [p(T) − p(T₀)] + Δψ(t)
 * where p is the general precession in longitude since J2000 (IAU 1976),
 * T and T₀ Julian centuries from J2000 at `time` and at 1956-03-21 0h TT,
 * and Δψ the nutation in longitude (so it subtracts from a true-of-date
 * tropical longitude to give a sidereal one).
 */
export function lahiriAyanamsa(time: AstroTime): number {
  const mean = LAHIRI_AT_EPOCH + (precession(centuries(time)) - precession(LAHIRI_EPOCH_T)) * ARCSEC;
  return mean + e_tilt(time).dpsi * ARCSEC;
}

const normalize = (degrees: number) => ((degrees % 360) + 360) % 360;

/** The Sun's sidereal (nirayana) ecliptic longitude, degrees 0–360. */
const siderealSun = (time: AstroTime): number => normalize(SunPosition(time).elon - lahiriAyanamsa(time));

/** The sidereal sign (rasi) the Sun is in: 0 Mesha … 8 Dhanus, 9 Makara … 11 Meena. */
export const sunSign = (time: AstroTime): number => Math.floor(siderealSun(time) / 30);

/**
 * The tithi at `time`, 0–29: floor(((Moon − Sun) mod 360) / 12). The
 * ayanamsa cancels in the difference. 0–14 are the bright half (shukla
 * pratipada … purnima at 14), 15–29 the dark half (amavasya at 29).
 */
export const tithiAt = (time: AstroTime): number => Math.floor(MoonPhase(time) / 12) % 30;

/** A time as the India date it falls on. */
export const istDate = (time: AstroTime): string => new Date(time.date.getTime() + IST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
/** The instant an India date begins (00:00 IST). */
export const istMidnight = (day: string): AstroTime => new AstroTime(new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MINUTES * 60_000));

/** One civil day in India, with the instants the rules look at. */
export interface CivilDay {
  date: string;
  sunrise: AstroTime;
  sunset: AstroTime;
  nextSunrise: AstroTime;
}

const riseOrSet = (direction: 1 | -1, from: AstroTime): AstroTime => {
  const found = SearchRiseSet(Body.Sun, observer, direction, from, 2);
  if (!found) throw new Error(`No sun ${direction === 1 ? 'rise' : 'set'} at Hyderabad after ${from.toString()}`);
  return found;
};

export function civilDay(date: string): CivilDay {
  const sunrise = riseOrSet(1, istMidnight(date));
  return { date, sunrise, sunset: riseOrSet(-1, sunrise), nextSunrise: riseOrSet(1, istMidnight(addDays(date, 1))) };
}

/** A fraction of the way from one instant to another. */
const between = (from: AstroTime, to: AstroTime, fraction: number) => from.AddDays((to.ut - from.ut) * fraction);

/**
 * The times of day a rule can name, in the usual divisions of the day into
 * five parts and of the evening:
 * - sunrise (udaya): the tithi prevailing at sunrise is the day's tithi;
 * - madhyahna: the middle of the third fifth of daytime;
 * - aparahna: the middle of the fourth fifth of daytime;
 * - pradosha: the first 2 h 24 min (three muhurtas) after sunset, taken at its middle;
 * - nishita: midnight, the middle of the night between sunset and the next sunrise.
 */
export type TimeOfDay = 'sunrise' | 'madhyahna' | 'aparahna' | 'pradosha' | 'nishita';

export function instantOf(day: CivilDay, when: TimeOfDay): AstroTime {
  switch (when) {
    case 'sunrise':
      return day.sunrise;
    case 'madhyahna':
      return between(day.sunrise, day.sunset, 0.5);
    case 'aparahna':
      return between(day.sunrise, day.sunset, 0.7);
    case 'pradosha':
      return day.sunset.AddDays(0.05);
    case 'nishita':
      return between(day.sunset, day.nextSunrise, 0.5);
  }
}

/** Where daytime's first three fifths end (madhyahna's end): the cut-off for a solar ingress to count for that day. */
export const endOfMadhyahna = (day: CivilDay): AstroTime => between(day.sunrise, day.sunset, 0.6);

/** The lunar months by the amanta reckoning, Chaitra first. */
const LUNAR_MONTHS = [
  'Chaitra',
  'Vaishakha',
  'Jyeshtha',
  'Ashadha',
  'Shravana',
  'Bhadrapada',
  'Ashvayuja',
  'Kartika',
  'Margashira',
  'Pushya',
  'Magha',
  'Phalguna',
] as const;
export type LunarMonth = (typeof LUNAR_MONTHS)[number];

/**
 * One amanta lunation, new moon to new moon. It is named by the sign the Sun
 * is in at the new moon that begins it (Sun in Meena → Chaitra, Mesha →
 * Vaishakha …); a lunation with no sankranti (the Sun in the same sign at
 * both ends) is adhika and carries the name of the month that follows it.
 */
export interface Lunation {
  start: AstroTime;
  end: AstroTime;
  month: LunarMonth;
  adhika: boolean;
}

/** The lunations that overlap [from, to] (both India dates). */
export function lunations(from: string, to: string): Lunation[] {
  const newMoons: AstroTime[] = [];
  let cursor = istMidnight(addDays(from, -31));
  const limit = istMidnight(addDays(to, 31)).ut;
  while (cursor.ut < limit) {
    const next = SearchMoonPhase(0, cursor, 32);
    if (!next) throw new Error(`No new moon after ${cursor.toString()}`);
    newMoons.push(next);
    cursor = next.AddDays(1);
  }
  const result: Lunation[] = [];
  for (let index = 0; index + 1 < newMoons.length; index += 1) {
    const start = newMoons[index]!;
    const end = newMoons[index + 1]!;
    const sign = sunSign(start);
    result.push({ start, end, month: LUNAR_MONTHS[(sign + 1) % 12]!, adhika: sign === sunSign(end) });
  }
  return result;
}

/** The instant the Sun enters sidereal sign `sign` (0–11) after `from`, within `limitDays`. */
export function sankranti(sign: number, from: AstroTime, limitDays: number): AstroTime {
  const target = sign * 30;
  // The search works in tropical longitude; the ayanamsa changes by under a second of arc a week, so two passes settle it.
  let guess = SearchSunLongitude(normalize(target + lahiriAyanamsa(from)), from, limitDays);
  if (!guess) throw new Error(`The Sun does not enter sign ${sign} within ${limitDays} days of ${from.toString()}`);
  for (let pass = 0; pass < 2; pass += 1) {
    const refined = SearchSunLongitude(normalize(target + lahiriAyanamsa(guess)), guess.AddDays(-2), 4);
    if (!refined) break;
    guess = refined;
  }
  return guess;
}
