import { downloadEventCalendar as route } from '@club/shared/api/events';
import { eventCalendar } from '../calendar.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/events/{eventId}/calendar: the event as an .ics attachment (text/calendar). */
export const handler = httpHandler(route, async ({ member, params }) => {
  const { filename, content } = await eventCalendar(member, params.eventId);
  return reply.file(filename, 'text/calendar; charset=utf-8', content);
});
