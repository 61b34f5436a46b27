import { rsvpEvent as route } from '@club/shared/api/events';
import { rsvpToEvent } from '../rsvps.js';
import { retireEventRecommendation } from '../../network/index.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';
import { countMetric } from '../../../platform/lib/metrics.js';

/** POST /api/events/{eventId}/rsvp: RSVP (confirmed, waitlisted or pending approval); it retires the network's recommendation to attend. */
export const handler = httpHandler(route, async ({ body, member, params }) => {
  const rsvp = await rsvpToEvent(member, params.eventId, body, () => retireEventRecommendation(member.id, params.eventId));
  countMetric('Rsvps');
  return reply.created(rsvp);
});
