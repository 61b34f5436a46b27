import { dealRoomRoutes } from '@club/shared';
import { listRoomFiles } from '../../domain/deal-rooms/room-files.js';
import { httpHandler } from '../handler.js';

/** GET /api/deals/{dealId}/files: the room's files (latest versions; older ones for the founder). */
export const handler = httpHandler(dealRoomRoutes.listRoomFiles, ({ member, params }) => listRoomFiles(member, params.dealId));
