import { eventRoutes } from '@club/shared';
import { getEventDetail } from '../events.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/events/{eventId}: the whole event with the caller’s RSVP. */
export const handler = httpHandler(eventRoutes.getEvent, async ({ member, params }) => getEventDetail(member, params.eventId));
