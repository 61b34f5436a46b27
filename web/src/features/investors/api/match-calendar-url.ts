import { routeUrl } from '../../../lib/api-client';

/** GET /api/investor-matches/{matchId}/calendar: the meeting's .ics file, fetched by a plain link. */
export const matchCalendarUrl = (matchId: string) => routeUrl('downloadMatchMeetingCalendar', { params: { matchId } });
