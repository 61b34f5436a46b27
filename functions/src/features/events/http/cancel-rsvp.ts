import { cancelRsvp as route } from '@club/shared/api/events';
import { cancelRsvp } from '../rsvps.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/events/{eventId}/rsvp/cancel: the caller cancels their RSVP. */
export const handler = httpHandler(route, async ({ member, params }) => cancelRsvp(member, params.eventId));
