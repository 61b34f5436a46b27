import { roomNightRoutes } from '@club/shared';
import { completeRoomNight } from '../../domain/room-nights/room-nights.js';
import { httpHandler } from '../handler.js';

/** POST /api/room-nights/{roomNightId}/complete: the handover is done. */
export const handler = httpHandler(roomNightRoutes.completeRoomNight, async ({ member, params }) => completeRoomNight(member, params.roomNightId));
