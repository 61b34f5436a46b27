import { deactivateEvent as route } from '@club/shared/api/events';
import { deactivateEvent } from '../events.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/events/{eventId}/deactivate: the organizer deactivates the event. */
export const handler = httpHandler(route, async ({ member, params }) => deactivateEvent(member, params.eventId));
