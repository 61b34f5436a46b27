import { dealRoomRoutes } from '@club/shared';
import { listRoomFiles } from '../room-files.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/deals/{dealId}/files: the room's files (latest versions; older ones for the founder). */
export const handler = httpHandler(dealRoomRoutes.listRoomFiles, ({ member, params }) => listRoomFiles(member, params.dealId));
