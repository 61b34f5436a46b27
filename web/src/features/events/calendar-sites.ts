import { compactUtcTime, preview } from '@club/shared';

/** What a calendar site's "new event" page is filled with. */
export interface CalendarEntry {
  title: string;
  /** ISO instants. */
  start: string;
  end: string;
  details?: string;
  location?: string;
}

/** Calendar sites cut or refuse long addresses: the description is shortened to this many characters. */
const DETAILS_MAX = 1_000;

/** Spaces as %20 (not every site reads + as a space); a slash stays one, as Google writes `dates=start/end` (a query may hold it). */
const query = (fields: Record<string, string | undefined>) =>
  Object.entries(fields)
    .filter((field): field is [string, string] => Boolean(field[1]))
    .map(([name, value]) => `${name}=${encodeURIComponent(value).replaceAll('%2F', '/')}`)
    .join('&');

/**
 * Links that open Google Calendar and Outlook on the web with the event filled
 * in, for members who keep their calendar there rather than in an app that opens
 * .ics files. Google reads UTC times in the basic form; Outlook reads ISO times.
 */
export function calendarSiteLinks({ title, start, end, details, location }: CalendarEntry): { google: string; outlook: string } {
  const body = details ? preview(details, DETAILS_MAX) : undefined;
  return {
    google: `https://calendar.google.com/calendar/render?${query({
      action: 'TEMPLATE',
      text: title,
      dates: `${compactUtcTime(start)}/${compactUtcTime(end)}`,
      details: body,
      location,
    })}`,
    outlook: `https://outlook.live.com/calendar/0/deeplink/compose?${query({
      subject: title,
      startdt: new Date(start).toISOString(),
      enddt: new Date(end).toISOString(),
      body,
      location,
    })}`,
  };
}
