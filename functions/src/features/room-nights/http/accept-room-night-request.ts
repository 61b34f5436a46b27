import { roomNightRoutes } from '@club/shared';
import { acceptRequest } from '../requests.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/room-nights/{roomNightId}/requests/{requestId}/accept: exactly one request wins. */
export const handler = httpHandler(roomNightRoutes.acceptRoomNightRequest, async ({ member, params }) =>
  acceptRequest(member, params.roomNightId, params.requestId),
);
