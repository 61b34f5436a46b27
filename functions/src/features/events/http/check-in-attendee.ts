import { checkInAttendee as route } from '@club/shared/api/events';
import { checkInGuest } from '../check-in-writes.js';
import { actorOf } from '../../../platform/http/actor.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/events/{eventId}/check-ins: the organizer checks a guest in by code or by RSVP (an override is audited). */
export const handler = httpHandler(route, async (input) => checkInGuest({ member: input.member, actor: actorOf(input) }, input.params.eventId, input.body));
