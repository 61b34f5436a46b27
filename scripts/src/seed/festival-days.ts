import { festivalsForYear } from '@club/functions/features/culture/festivals';

const DAY = 86_400_000;

/**
 * The next day (YYYY-MM-DD) of a festival in the club's calendar, at least
 * `minDays` from `now`: a demo event named after a festival falls on it,
 * wherever the seed first runs in the year.
 */
export function nextFestivalDay(key: string, now = Date.now(), minDays = 7): string {
  const earliest = new Date(now + minDays * DAY).toISOString().slice(0, 10);
  const year = Number(earliest.slice(0, 4));
  for (const festival of [...festivalsForYear(year), ...festivalsForYear(year + 1)]) {
    if (festival.id.startsWith(`${key}-`) && festival.date >= earliest) return festival.date;
  }
  throw new Error(`No ${key} in the festival calendar after ${earliest}`);
}

/** A wall time on a day (YYYY-MM-DD) in a zone `offset` minutes east of UTC, as an instant. */
export const onDay = (day: string, hour: number, minute: number, offset: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + (hour * 60 + minute - offset) * 60_000).toISOString();
