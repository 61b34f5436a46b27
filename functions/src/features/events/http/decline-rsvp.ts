import { eventRoutes } from '@club/shared';
import { declineRsvp } from '../rsvps.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/events/{eventId}/attendees/{rsvpId}/decline: the organizer declines a pending RSVP. */
export const handler = httpHandler(eventRoutes.declineRsvp, async ({ body, member, params }) =>
  declineRsvp(member, params.eventId, params.rsvpId, body.reason),
);
