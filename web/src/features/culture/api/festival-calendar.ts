import { routeUrl } from '../../../lib/api-client';

/** GET /api/festivals/{festivalId}/calendar: one festival's .ics, fetched by a plain link (Add to calendar). */
export const festivalCalendarUrl = (festivalId: string) => routeUrl('downloadFestivalCalendar', { params: { festivalId } });

/** GET /api/festivals/calendar.ics: the public feed's address, absolute (calendar apps subscribe to it). */
export const festivalFeedUrl = (origin = window.location.origin) => new URL(routeUrl('getFestivalCalendarFeed'), origin).href;

/** The feed as a webcal:// link, which calendar apps open as a subscription. */
export const festivalFeedWebcal = (origin?: string) => festivalFeedUrl(origin).replace(/^https?:/, 'webcal:');
