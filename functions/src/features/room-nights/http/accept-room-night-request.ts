import { acceptRoomNightRequest as route } from '@club/shared/api/room-nights';
import { acceptRequest } from '../requests.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/room-nights/{roomNightId}/requests/{requestId}/accept: exactly one request wins. */
export const handler = httpHandler(route, async ({ member, params }) => acceptRequest(member, params.roomNightId, params.requestId));
