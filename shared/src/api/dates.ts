import * as z from '../zod.js';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whether `value` is a day of the calendar written YYYY-MM-DD: no month 13,
 * no 45th, 29 February only in a leap year. Counted, not parsed: `new Date`
 * of an impossible day is an Invalid Date whose `toISOString` throws (a 500).
 */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return day <= days;
}

/** The same calendar day `years` later (YYYY-MM-DD); 29 February becomes 28 February in a common year. */
export function yearsAfter(day: string, years: number): string {
  const later = `${Number(day.slice(0, 4)) + years}${day.slice(4)}`;
  return isCalendarDay(later) ? later : later.replace(/-29$/, '-28');
}

/**
 * The one schema of a date-only field (a grant's last day, a travel plan's
 * dates, a published festival date, ...): trimmed, YYYY-MM-DD, a real calendar
 * day. Every message names the field.
 */
export const dayInput = (field: string) =>
  z
    .string({ error: `${field} must be a date (YYYY-MM-DD)` })
    .check(
      z.trim(),
      z.regex(DAY, `${field} must be a date (YYYY-MM-DD)`),
      z.refine(isCalendarDay, { error: `${field} must be a real calendar date`, when: (payload) => payload.issues.length === 0 }),
    );

/**
 * The one schema of a date-time field: an ISO date-time with a zone offset
 * (zod's check knows the calendar: no 30 February, no hour 24), kept as the
 * UTC instant (`…Z`).
 */
export const dateTimeInput = (field: string) =>
  z.pipe(
    z.pipe(
      z.string({ error: `${field} is required` }).check(z.trim(), z.minLength(1, `${field} is required`)),
      z.iso.datetime({ offset: true, error: `${field} must be an ISO date-time with a time zone offset` }),
    ),
    z.transform((value) => new Date(value).toISOString()),
  );
