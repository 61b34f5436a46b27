import { listEventAttendees as route } from '@club/shared/api/events';
import { listAttendees } from '../rsvp-reads.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/events/{eventId}/attendees: the organizer’s attendee list. */
export const handler = httpHandler(route, async ({ member, params, query }) => {
  const page = await listAttendees(member, params.eventId, query);
  return reply.page(page.items, page.cursor);
});
