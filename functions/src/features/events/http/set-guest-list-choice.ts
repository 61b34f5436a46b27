import { setGuestListChoice as route } from '@club/shared/api/events';
import { setGuestListChoice } from '../guest-list-writes.js';
import { httpHandler } from '../../../http-handler.js';

/** PUT /api/events/{eventId}/rsvp/guest-list: the caller shows or hides themself on the who's-going list. */
export const handler = httpHandler(route, async ({ body, member, params }) => setGuestListChoice(member, params.eventId, body.showOnGuestList));
