import { createRoomNight as route } from '@club/shared/api/room-nights';
import { createRoomNight } from '../room-night-writes.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** POST /api/room-nights: offer a room night. */
export const handler = httpHandler(route, async ({ member, body }) => reply.created(await createRoomNight(member, body)));
