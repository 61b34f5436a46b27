import { getEvent as route } from '@club/shared/api/events';
import { getEventDetail } from '../event-pages.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/events/{eventId}: the whole event with the caller’s RSVP. */
export const handler = httpHandler(route, async ({ member, params }) => getEventDetail(member, params.eventId));
