import { downloadFestivalCalendar as route } from '@club/shared/api/culture';
import { festivalCalendar } from '../festival-calendar-file.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/festivals/{festivalId}/calendar: the festival as an .ics attachment (an all-day event). */
export const handler = httpHandler(route, async ({ params }) => {
  const { filename, content } = await festivalCalendar(params.festivalId);
  return reply.file(filename, 'text/calendar; charset=utf-8', content);
});
