import { announceToGuests as route } from '@club/shared/api/events';
import { announceToGuests } from '../announcement-writes.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** POST /api/events/{eventId}/announcements: the organizer writes to the confirmed guests (bell and mail, once each). */
export const handler = httpHandler(route, async ({ body, member, params }) => reply.created(await announceToGuests(member, params.eventId, body)));
