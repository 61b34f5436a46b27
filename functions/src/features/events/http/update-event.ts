import { updateEvent as route } from '@club/shared/api/events';
import { updateEvent } from '../events.js';
import { httpHandler } from '../../../http-handler.js';

/** PATCH /api/events/{eventId}: the organizer edits the event. */
export const handler = httpHandler(route, async ({ body, member, params }) => updateEvent(member, params.eventId, body));
