import { getFestivalCalendarFeed as route } from '@club/shared/api/culture';
import { festivalFeed } from '../festival-calendar-file.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/festivals/calendar.ics: the subscribable feed of every festival; public (calendar apps send no session, and festival dates are not private). */
export const handler = httpHandler(route, async () => reply.feed('text/calendar; charset=utf-8', await festivalFeed()));
