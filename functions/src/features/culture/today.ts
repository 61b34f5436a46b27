/**
 * "Today" for festivals is the calendar day in India Standard Time (UTC+05:30,
 * no daylight saving), whatever the member's own zone: a festival is a day of
 * the Telugu calendar as observed in India. The day starts at 18:30 UTC of
 * the previous UTC day. A member in Dallas (UTC-6 in winter) at 11 pm on the
 * eve is at 05:00 UTC, 10:30 am IST of the festival day, so the banner already
 * shows it; at noon on the eve (18:00 UTC, 11:30 pm IST) it does not yet.
 */
export const IST_OFFSET_MINUTES = 330;

/** The date in India (YYYY-MM-DD) at the instant `now`. */
export function indiaDate(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** YYYY-MM-DD plus `days` (calendar arithmetic in UTC, no zone involved). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The last day (inclusive) of something `duration` days long starting `date`. */
export const lastDay = (date: string, duration: number): string => addDays(date, Math.max(1, duration) - 1);

/** Whether a festival of `duration` days from `date` spans the India day `today`. */
export const spans = (date: string, duration: number, today: string): boolean => date <= today && today <= lastDay(date, duration);
