import { cancelRoomNight as route } from '@club/shared/api/room-nights';
import { cancelRoomNight } from '../room-night-writes.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/room-nights/{roomNightId}/cancel: the owner withdraws it. */
export const handler = httpHandler(route, async ({ member, params }) => cancelRoomNight(member, params.roomNightId));
