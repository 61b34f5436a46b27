import type { FestivalState } from '@club/shared';
import type { FestivalKey } from './festival-content.js';
import type { LunarMonth, TimeOfDay } from './panchangam.js';

/**
 * When each festival falls, as the Telugu panchangam reckons it: the one
 * table of rules. Lunar months are amanta (new moon to new moon, adhika
 * months skipped); a tithi rule names the month, the paksha, the tithi
 * (1–15; 15 is purnima in the bright half and amavasya in the dark half)
 * and the time of day at which that tithi must prevail in Hyderabad. Where
 * the tithi prevails at that time on two days the first is taken; where on
 * none (a tithi that begins and ends between them), the day it runs in.
 */
export type Paksha = 'shukla' | 'krishna';

export interface TithiRule {
  kind: 'tithi';
  month: LunarMonth;
  paksha: Paksha;
  tithi: number;
  at: TimeOfDay;
}

export type FestivalRule =
  | TithiRule
  /** The day of the Sun's entry into a sidereal sign (0 Mesha … 9 Makara), shifted by `offsetDays`: the ingress counts for a day when it comes before the end of that day's madhyahna, else for the next. */
  | { kind: 'sankranti'; sign: number; offsetDays: number }
  /** The amavasya ending the lunation before nija `month` (in a year with an adhika month before it, the adhika month's amavasya). */
  | { kind: 'amavasyaBefore'; month: LunarMonth; at: TimeOfDay }
  /** The last `weekday` (0 Sunday … 5 Friday) strictly before the day a tithi rule gives. */
  | { kind: 'weekdayBefore'; weekday: number; before: TithiRule }
  /** A tithi prevailing at a time of day while the Sun is in a sidereal sign (a solar month), whichever lunar month that is. */
  | { kind: 'tithiInSolarMonth'; sign: number; paksha: Paksha; tithi: number; at: TimeOfDay };

export interface FestivalDefinition {
  key: FestivalKey;
  rule: FestivalRule;
  /** A festival of several days runs to the day this rule gives (inclusive). */
  until?: TithiRule;
  /** Where a state's general-holiday order follows a different observance than `rule`. */
  stateRules?: Partial<Record<FestivalState, FestivalRule>>;
}

const tithi = (month: LunarMonth, paksha: Paksha, day: number, at: TimeOfDay): TithiRule => ({ kind: 'tithi', month, paksha, tithi: day, at });
const MAKARA = 9;
const DHANUS = 8;

export const FESTIVAL_RULES: readonly FestivalDefinition[] = [
  { key: 'bhogi', rule: { kind: 'sankranti', sign: MAKARA, offsetDays: -1 } },
  { key: 'makara-sankranti', rule: { kind: 'sankranti', sign: MAKARA, offsetDays: 0 } },
  { key: 'kanuma', rule: { kind: 'sankranti', sign: MAKARA, offsetDays: 1 } },
  // The night of Shiva: the chaturdashi must hold at midnight.
  { key: 'maha-shivaratri', rule: tithi('Magha', 'krishna', 14, 'nishita') },
  { key: 'ugadi', rule: tithi('Chaitra', 'shukla', 1, 'sunrise') },
  // Both states' orders take the navami of sunrise (2026: 27 March, though the navami held at midday on the 26th).
  { key: 'sri-rama-navami', rule: tithi('Chaitra', 'shukla', 9, 'sunrise') },
  { key: 'varalakshmi-vratham', rule: { kind: 'weekdayBefore', weekday: 5, before: tithi('Shravana', 'shukla', 15, 'sunrise') } },
  { key: 'vinayaka-chavithi', rule: tithi('Bhadrapada', 'shukla', 4, 'madhyahna') },
  // Engili Pula Bathukamma on the amavasya before Navaratri (Mahalaya Amavasya, or the adhika Ashvayuja's, as the
  // Telangana Vidvat Sabha set it in 2020) to Saddula Bathukamma on Durgashtami, immersed in the evening.
  { key: 'bathukamma', rule: { kind: 'amavasyaBefore', month: 'Ashvayuja', at: 'sunrise' }, until: tithi('Ashvayuja', 'shukla', 8, 'aparahna') },
  // Vijaya muhurtam is in the afternoon: the dashami must hold at aparahna.
  { key: 'vijayadashami', rule: tithi('Ashvayuja', 'shukla', 10, 'aparahna') },
  // Lakshmi puja and the lamps are at dusk: the amavasya must hold at pradosha.
  { key: 'deepavali', rule: tithi('Ashvayuja', 'krishna', 15, 'pradosha') },
  { key: 'karthika-pournami', rule: tithi('Kartika', 'shukla', 15, 'sunrise') },
  // Vaikuntha Ekadashi is the bright-half ekadashi of Dhanurmasam (the Sun in sidereal Sagittarius).
  { key: 'mukkoti-ekadashi', rule: { kind: 'tithiInSolarMonth', sign: DHANUS, paksha: 'shukla', tithi: 11, at: 'sunrise' } },
];
