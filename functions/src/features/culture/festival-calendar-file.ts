import { FESTIVAL_YEARS, type Festival } from '@club/shared';
import { allDayCalendar, type AllDayEvent } from '../../platform/lib/icalendar-text.js';
import { festivalsOfYear } from './festival-year.js';
import { indiaDate } from './today.js';
import { servedFestival } from './served-festivals.js';

const HEADER = { name: 'Telugu festivals', company: 'Telugu Executive Club', product: 'Festivals' } as const;
/** How many years the subscribable feed holds: this year and the next two. */
export const FEED_YEARS = 3;

/** The date line of an event's description: where the date comes from, and each state's date where they differ. */
function dateNote(festival: Festival): string {
  const status = festival.dateStatus === 'confirmed' ? `Date confirmed by ${festival.dateSource ?? 'the club'}` : 'Date computed from the festival’s rule';
  const states = festival.stateDates?.map((d) => `${d.state}: ${d.date}`).join('; ');
  return states ? `${status}. ${states}.` : `${status}.`;
}

/** A festival as an all-day event; its UID stays the same when staff correct its date, so a subscribed calendar moves it. */
const toEvent = (festival: Festival): AllDayEvent => ({
  uid: `festival-${festival.id}-${festival.date.slice(0, 4)}@telugu-executive-club`,
  date: festival.date,
  days: festival.duration,
  summary: `${festival.name} (${festival.nameInTelugu})`,
  description: `${festival.description}\n${dateNote(festival)}`,
});

/** A calendar file's name from the festival's id. */
const fileName = (festival: Festival) =>
  `${
    festival.id
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'festival'
  }.ics`;

/** GET /api/festivals/{festivalId}/calendar: one festival as an .ics of one all-day event, its confirmed date if staff recorded one. */
export async function festivalCalendar(festivalId: string): Promise<{ filename: string; content: string }> {
  const festival = await servedFestival(festivalId);
  return { filename: fileName(festival), content: allDayCalendar(HEADER, [toEvent(festival)]) };
}

/** GET /api/festivals/calendar.ics: every festival of this year and the next two (one Query a year for the confirmations). */
export async function festivalFeed(now = new Date()): Promise<string> {
  const year = Number(indiaDate(now).slice(0, 4));
  const years = Array.from({ length: FEED_YEARS }, (_, i) => year + i).filter((y) => y <= FESTIVAL_YEARS.max);
  const festivals = (await Promise.all(years.map(festivalsOfYear))).flat();
  return allDayCalendar(HEADER, festivals.map(toEvent), now);
}
