import { getCheckInStatus as route } from '@club/shared/api/events';
import { getCheckInStatus } from '../check-in.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/events/{eventId}/check-ins: checked in n of m, and when check-in opens and closes. */
export const handler = httpHandler(route, async ({ member, params }) => getCheckInStatus(member, params.eventId));
