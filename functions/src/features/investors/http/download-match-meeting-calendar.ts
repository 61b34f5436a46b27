import { downloadMatchMeetingCalendar as route } from '@club/shared/api/investors';
import { meetingCalendar } from '../meeting-calendar.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/investor-matches/{matchId}/calendar: the meeting as an .ics attachment (text/calendar). */
export const handler = httpHandler(route, async ({ member, params }) => {
  const { filename, content } = await meetingCalendar(member, params.matchId);
  return reply.file(filename, 'text/calendar; charset=utf-8', content);
});
