import { listEventGuests as route } from '@club/shared/api/events';
import { listGuests } from '../guest-list.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/events/{eventId}/guests: who's going (the guests who chose to be listed) and how many go in all. */
export const handler = httpHandler(route, async ({ params }) => listGuests(params.eventId));
