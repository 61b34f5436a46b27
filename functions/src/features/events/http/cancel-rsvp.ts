import { eventRoutes } from '@club/shared';
import { cancelRsvp } from '../rsvps.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/events/{eventId}/rsvp/cancel: the caller cancels their RSVP. */
export const handler = httpHandler(eventRoutes.cancelRsvp, async ({ member, params }) => cancelRsvp(member, params.eventId));
