import { eventRoutes } from '@club/shared';
import { updateEvent } from '../events.js';
import { httpHandler } from '../../../http-handler.js';

/** PATCH /api/events/{eventId}: the organizer edits the event. */
export const handler = httpHandler(eventRoutes.updateEvent, async ({ body, member, params }) => updateEvent(member, params.eventId, body));
