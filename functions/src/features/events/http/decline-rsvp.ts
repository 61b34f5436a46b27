import { declineRsvp as route } from '@club/shared/api/events';
import { declineRsvp } from '../rsvps.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/events/{eventId}/attendees/{rsvpId}/decline: the organizer declines a pending RSVP. */
export const handler = httpHandler(route, async ({ body, member, params }) => declineRsvp(member, params.eventId, params.rsvpId, body.reason));
