import { checkInRsvp as route } from '@club/shared/api/events';
import { checkIn } from '../check-in-writes.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/events/checkin/{qrCode}: the organizer or staff checks a ticket in. */
export const handler = httpHandler(route, async ({ member, params }) => checkIn(member, params.qrCode));
