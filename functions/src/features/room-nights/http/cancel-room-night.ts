import { roomNightRoutes } from '@club/shared';
import { cancelRoomNight } from '../room-nights.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/room-nights/{roomNightId}/cancel: the owner withdraws it. */
export const handler = httpHandler(roomNightRoutes.cancelRoomNight, async ({ member, params }) => cancelRoomNight(member, params.roomNightId));
