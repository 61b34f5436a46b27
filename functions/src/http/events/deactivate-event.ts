import { eventRoutes } from '@club/shared';
import { deactivateEvent } from '../../domain/events/events.js';
import { httpHandler } from '../handler.js';

/** POST /api/events/{eventId}/deactivate: the organizer deactivates the event. */
export const handler = httpHandler(eventRoutes.deactivateEvent, async ({ member, params }) => deactivateEvent(member, params.eventId));
