import { listRoomFiles as route } from '@club/shared/api/deal-rooms';
import { listRoomFiles } from '../room-files.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/deals/{dealId}/files: the room's files (latest versions; older ones for the founder). */
export const handler = httpHandler(route, ({ member, params }) => listRoomFiles(member, params.dealId));
