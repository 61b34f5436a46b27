import { eventRoutes } from '@club/shared';
import { rsvpToEvent } from '../../domain/events/rsvps.js';
import { httpHandler } from '../handler.js';
import { reply } from '../reply.js';
import { countMetric } from '../../lib/metrics.js';

/** POST /api/events/{eventId}/rsvp: RSVP (confirmed, waitlisted or pending approval). */
export const handler = httpHandler(eventRoutes.rsvpEvent, async ({ body, member, params }) => {
  const rsvp = await rsvpToEvent(member, params.eventId, body);
  countMetric('Rsvps');
  return reply.created(rsvp);
});
