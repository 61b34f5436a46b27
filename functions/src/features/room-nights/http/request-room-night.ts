import { requestRoomNight as route } from '@club/shared/api/room-nights';
import { requestRoomNight } from '../requests.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** POST /api/room-nights/{roomNightId}/requests: ask for it (a swap offers one of yours). */
export const handler = httpHandler(route, async ({ member, params, body }) => reply.created(await requestRoomNight(member, params.roomNightId, body)));
