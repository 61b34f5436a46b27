import { roomNightRoutes } from '@club/shared';
import { requestRoomNight } from '../../domain/room-nights/requests.js';
import { httpHandler } from '../handler.js';
import { reply } from '../reply.js';

/** POST /api/room-nights/{roomNightId}/requests: ask for it (a swap offers one of yours). */
export const handler = httpHandler(roomNightRoutes.requestRoomNight, async ({ member, params, body }) =>
  reply.created(await requestRoomNight(member, params.roomNightId, body)),
);
