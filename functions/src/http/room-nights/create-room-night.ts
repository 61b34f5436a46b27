import { roomNightRoutes } from '@club/shared';
import { createRoomNight } from '../../domain/room-nights/room-nights.js';
import { httpHandler } from '../handler.js';
import { reply } from '../reply.js';

/** POST /api/room-nights: offer a room night. */
export const handler = httpHandler(roomNightRoutes.createRoomNight, async ({ member, body }) => reply.created(await createRoomNight(member, body)));
