import { eventRoutes } from '@club/shared';
import { deactivateEvent } from '../events.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/events/{eventId}/deactivate: the organizer deactivates the event. */
export const handler = httpHandler(eventRoutes.deactivateEvent, async ({ member, params }) => deactivateEvent(member, params.eventId));
