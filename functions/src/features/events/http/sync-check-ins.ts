import { syncCheckIns as route } from '@club/shared/api/event-door';
import { syncCheckIns } from '../check-in-sync.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/events/{eventId}/check-ins/sync: a door device's queued check-ins, each judged once by the server. */
export const handler = httpHandler(route, async ({ member, params, body }) => syncCheckIns(member, params.eventId, body.checkIns));
