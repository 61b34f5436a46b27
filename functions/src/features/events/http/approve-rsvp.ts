import { eventRoutes } from '@club/shared';
import { approveRsvp } from '../rsvps.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/events/{eventId}/attendees/{rsvpId}/approve: the organizer approves a pending RSVP. */
export const handler = httpHandler(eventRoutes.approveRsvp, async ({ member, params }) => approveRsvp(member, params.eventId, params.rsvpId));
