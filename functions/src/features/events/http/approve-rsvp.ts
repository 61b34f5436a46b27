import { approveRsvp as route } from '@club/shared/api/events';
import { approveRsvp } from '../rsvps.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/events/{eventId}/attendees/{rsvpId}/approve: the organizer approves a pending RSVP. */
export const handler = httpHandler(route, async ({ member, params }) => approveRsvp(member, params.eventId, params.rsvpId));
