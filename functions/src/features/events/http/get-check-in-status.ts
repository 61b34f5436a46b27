import { eventRoutes } from '@club/shared';
import { getCheckInStatus } from '../check-in.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/events/{eventId}/check-ins: checked in n of m, and when check-in opens and closes. */
export const handler = httpHandler(eventRoutes.getCheckInStatus, async ({ member, params }) => getCheckInStatus(member, params.eventId));
