import { routeUrl } from '../../../lib/api-client';

/** GET /api/events/{eventId}/calendar: the .ics file, fetched by a plain link (Add to calendar). */
export const calendarUrl = (eventId: string) => routeUrl('downloadEventCalendar', { params: { eventId } });
