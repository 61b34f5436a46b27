import { eventRoutes } from '@club/shared';
import { cancelRsvp } from '../../domain/events/rsvps.js';
import { httpHandler } from '../handler.js';

/** POST /api/events/{eventId}/rsvp/cancel: the caller cancels their RSVP. */
export const handler = httpHandler(eventRoutes.cancelRsvp, async ({ member, params }) => cancelRsvp(member, params.eventId));
